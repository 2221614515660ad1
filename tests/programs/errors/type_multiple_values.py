# TypeError: got multiple values for argument
def f(a, b):
    return a - b

print(f(b=1, a=5))
print(f(1, a=2))
