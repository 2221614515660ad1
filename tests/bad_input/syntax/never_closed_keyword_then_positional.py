def f(*a, **k):
    pass
f(a=1, 2
