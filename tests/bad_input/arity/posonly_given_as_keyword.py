def f(a, /):
    pass
f(a=1)
