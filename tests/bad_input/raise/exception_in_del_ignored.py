x = [1]
del x
print('fine')
