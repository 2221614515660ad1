def f(a):
    pass
f(b=1)
