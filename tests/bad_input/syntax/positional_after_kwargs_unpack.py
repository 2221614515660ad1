def f(*a, **k):
    pass
k = {}
f(**k, 2)
