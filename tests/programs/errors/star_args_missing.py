# a call with too few arguments for a function with *args
def f(a, b, *rest):
    return a + b + len(rest)


print(f(1, 2, 3, 4))
print(f(1))
