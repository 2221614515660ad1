# TypeError: 'int' object is not subscriptable
x = 12345
print(str(x)[0])
print(x[0])
