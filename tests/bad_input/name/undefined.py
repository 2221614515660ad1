print('a')
print(undefined_name)
