def f(a, b, a):
    return a
