# Loaded twice (as two module objects from this one file): each copy of its
# functions must read its own module's globals, however it was compiled.
WEIGHT = 1
Shape = None


def get():
    return WEIGHT


def loop(n):
    t = 0
    for i in range(n):
        t += get() + WEIGHT * (i % 3)
    return t


def make(n):
    return [Shape(i) for i in range(n)]


def weights(n):
    for i in range(n):
        yield WEIGHT * i
