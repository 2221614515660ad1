# TypeError: cannot unpack non-iterable int object
a, b = 1, 2
print(a, b)
a, b = 3
