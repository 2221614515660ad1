def f(a):
    return *a
