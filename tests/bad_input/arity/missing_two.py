def f(a, b, c):
    pass
f(1)
