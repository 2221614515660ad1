x = 'café'
print(x)
