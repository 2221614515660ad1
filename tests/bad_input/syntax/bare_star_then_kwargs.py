def f(a, *, **k):
    pass
