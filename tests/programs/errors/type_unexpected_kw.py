# TypeError: unexpected keyword argument
def f(a, b=2):
    return a * b

print(f(a=3))
print(f(1, c=3))
