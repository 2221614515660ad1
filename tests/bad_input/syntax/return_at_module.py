print('before')
return 1
