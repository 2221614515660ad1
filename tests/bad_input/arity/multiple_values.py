def f(a):
    pass
f(1, a=2)
