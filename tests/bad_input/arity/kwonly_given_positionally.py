def f(a, *, k):
    pass
f(1, 2)
