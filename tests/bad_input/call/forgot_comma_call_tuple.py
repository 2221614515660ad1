def f():
    return [(1, 2) (3, 4)]
f()
