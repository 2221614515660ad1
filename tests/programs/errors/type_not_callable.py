# TypeError: 'int' object is not callable
f = 5
print(f)
print(f(3))
