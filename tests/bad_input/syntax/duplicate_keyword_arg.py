def f(**k):
    return k
f(a=1, a=2)
