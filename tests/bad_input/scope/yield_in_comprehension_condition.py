def f():
    return [x for x in range(3) if (yield x)]
