x = 1
del x
print(x)
