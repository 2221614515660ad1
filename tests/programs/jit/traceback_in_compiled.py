# An exception raised inside compiled code (after its loops made it hot) gives the
# interpreter's traceback: every compiled frame adds its own line.


def leaf(xs, i):
    return xs[i] * 2


def middle(xs, n):
    t = 0
    for i in range(n):
        t += leaf(xs, i)
    return t


def top(n):
    xs = list(range(100))
    total = 0
    for k in range(50):
        total += middle(xs, 100)
    print(total)
    return middle(xs, n)


top(101)
