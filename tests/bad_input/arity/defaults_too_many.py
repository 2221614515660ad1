def f(a, b=2):
    pass
f(1, 2, 3)
