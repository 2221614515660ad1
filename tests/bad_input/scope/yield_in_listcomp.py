def f():
    return [(yield x) for x in range(3)]
