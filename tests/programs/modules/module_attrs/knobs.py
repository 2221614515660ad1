SCALE = 2
OFFSET = 1
calls = 0


def scaled(x):
    return x * SCALE + OFFSET


def total(n):
    global calls
    calls += 1
    t = 0
    for i in range(n):
        t += scaled(i)
    return t


def size(seq):
    # `len` is the builtin unless this module gets a global of that name.
    return len(seq)


def read_limit():
    return LIMIT
