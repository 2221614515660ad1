# TypeError: missing 1 required positional argument
def f(a, b):
    return a + b

print(f(1, 2))
print(f(1))
