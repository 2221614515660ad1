def f():
    def g():
        return x
    r = g()
    x = 1
    return r
f()
