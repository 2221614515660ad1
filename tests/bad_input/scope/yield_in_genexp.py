def f():
    return list((yield x) for x in range(3))
