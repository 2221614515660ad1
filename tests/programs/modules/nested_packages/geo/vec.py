def add(a, b):
    return (a[0] + b[0], a[1] + b[1])


def norm2(v):
    return v[0] * v[0] + v[1] * v[1]
