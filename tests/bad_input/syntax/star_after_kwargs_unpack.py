def f(*a, **k):
    pass
k = {}
a = []
f(**k, *a)
