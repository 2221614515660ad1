def f(*, k):
    pass
f()
