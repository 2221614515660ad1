def f():
    return [(yield from x) for x in [[1]]]
