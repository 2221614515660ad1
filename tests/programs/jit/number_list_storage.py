# Lists holding only small ints or only floats keep them in int or float storage,
# which compiled code reads without a type test per item, behind a guard on the
# storage. Every way a list can stop holding one kind (a store or append of another
# kind, a big int, a float outside the immediate range, a call in the loop body, a
# sort whose key mutates the list) must leave through the guard and give the
# interpreter's answer; every way of making a list must give the same items.


# Calls that make a function hot enough to compile by default.
WARM = 150


def total(xs):
    s = 0
    for x in xs:
        s += x
    return s


def dot(a, b):
    s = 0.0
    for i in range(len(a)):
        s += a[i] * b[i]
    return s


def scale(xs, k):
    for i in range(len(xs)):
        xs[i] = xs[i] * k
    return xs


def widen_later(xs, at, value):
    # A call in the body changes the list the loop is reading.
    s = 0
    for i in range(len(xs)):
        if i == at:
            put(xs, len(xs) - 1, value)
        s += xs[i] if isinstance(xs[i], int) else 1
    return s


def count_true(flags):
    n = 0
    for f in flags:
        if f:
            n += 1
    return n


def put(xs, i, value):
    xs[i] = value


def grow(n, first, other, at):
    out = []
    for i in range(n):
        out.append(other if i == at else first + i)
    return out


def column_sums(rows):
    sums = [0] * len(rows[0])
    for row in rows:
        for j in range(len(row)):
            sums[j] += row[j]
    return sums


def running_max(xs):
    best = xs[0]
    for x in xs:
        if x > best:
            best = x
    return best


def producers():
    n = 12
    made = {
        "literal": [3, 1, 2],
        "repeat": [0] * 5,
        "repeat2": [1, 2] * 3,
        "range": list(range(n)),
        "comprehension": [i * i for i in range(n)],
        "floats": [i / 4 for i in range(n)],
        "float_repeat": [0.5] * 4,
        "slice": list(range(20))[3:15:2],
        "sorted": sorted([5, 3, 9, 1]),
        "copy": [1.5, 2.5].copy(),
        "mixed": [1, 2.0, "three"],
        "map": list(map(abs, [-1, -2, 3])),
        "concat": [1, 2] + [3],
        "float_concat": [1.0] + [2.0, 3.0],
        "empty": [],
    }
    for name, xs in made.items():
        print(name, xs, total(xs) if all(isinstance(x, (int, float)) for x in xs) else "-")


def widening():
    xs = list(range(100))
    for _ in range(WARM):
        total(xs)
    # An empty list has no storage at all: the guard hoisted out of the loop
    # must let it pass.
    print("empty after ints", total([]), total([0] * 0), total(list(range(0))))
    for _ in range(WARM):
        count_true([True, False] * 4)
    print("empty after bools", count_true([]), count_true([True] * 0))
    xs.append("tail")
    try:
        total(xs)
    except TypeError as e:
        print("TypeError:", e)
    ys = list(range(50))
    for _ in range(WARM):
        total(ys)
    ys[10] = 2**70
    print("big int", total(ys))
    ys[10] = 2.5
    print("float in ints", total(ys))
    ys[11] = True
    print("bool in ints", total(ys), ys[9:13])
    fs = [i * 0.25 for i in range(40)]
    for _ in range(WARM):
        dot(fs, fs)
    fs[0] = 3
    print("int in floats", dot(fs, fs))
    fs[1] = float("inf")
    print("inf", dot(fs, fs))
    gs = [1.0] * 10
    gs[2] = -0.0
    print("negative zero", gs[:4], dot(gs, gs))
    gs[3] = float("nan")
    print("nan", dot(gs, gs) != dot(gs, gs))
    tiny = [1e-300, 1e300, 5e-324, 1.7976931348623157e308]
    print("extremes", tiny, dot(tiny[:1], tiny[:1]))
    print("scale", scale(list(range(8)), 3), scale([0.5, 1.5], 2), scale([1, 2], 0.5))
    print("scale to big", scale([1, 2**61, 3], 4))
    for value in ["s", 2.5, 2**80, None, 7]:
        ws = list(range(60))
        for _ in range(WARM):
            widen_later(ws, 1000, 0)
        print("widen later", repr(value), widen_later(ws, 30, value), ws[-1])


def appends():
    for _ in range(WARM):
        grow(40, 0, 1, -1)
    print(grow(6, 0, "x", 3))
    print(grow(6, 0, 1.5, 0))
    print(grow(6, 0.5, 7, 5))
    print(grow(6, 10, 2**65, 2))
    xs = [1, 2, 3]
    while xs:
        xs.pop()
    xs.append("now strs")
    xs.append(4)
    print(xs)
    xs.clear()
    xs.append(1.25)
    xs.append(2)
    print(xs)
    ys = []
    ys.extend(range(5))
    ys.extend([5.5])
    ys += [None]
    print(ys)
    zs = [2, 4, 6]
    zs.insert(1, 3)
    zs.insert(0, "a")
    print(zs)


def methods():
    xs = [5, 3, 8, 1, 9, 2]
    print(3 in xs, 3.0 in xs, True in [0, 1], 4 in xs, "3" in xs)
    print(xs.index(8), xs.count(3), [1.5, 2.5].index(2.5), [1, 1, 2].count(1.0))
    print(xs.index(9, 2), xs.index(9, -2, 6), [1, 2, 1, 2].count(2), [0.5, 0.5].count(0.5))
    for args in [(5, 3, 1), (5, 1), (7,), (8, 0, 2), (2.0,)]:
        try:
            print("index", args, xs.index(*args))
        except ValueError as e:
            print("ValueError:", e)
    ys = [4, 5, 4.0]
    ys.remove(4.0)
    print(ys, 4.0 in [4], 4 in [4.0], 2**70 in [1, 2], 0.0 in [0.0, 1.0], 3 in (1, 2, 3), 2.5 in (2.5,))
    try:
        [1, 2].remove(3)
    except ValueError as e:
        print("ValueError:", e)
    print(sorted([3, -1, 2**62 - 1, -(2**62), 0]), sorted([2.5, -0.5, 1e300, -1e-300], reverse=True))
    print(sorted([3, 1, 2], reverse=True), sorted([1.0, 1, True]), sorted([0.0, -0.0]))
    xs.sort()
    print(xs, sum(xs), min(xs), max(xs))
    xs.reverse()
    print(xs)
    xs.remove(8)
    del xs[1:3]
    print(xs)
    xs[::2] = [0.5, "b"][: len(xs[::2])]
    print(xs)
    fs = [3.5, -1.0, 2.25]
    fs.sort()
    print(fs, sum(fs), min(fs), max(fs), sorted(fs, reverse=True))
    print(sum([0.1] * 10), sum([1, 2**62, 2**62]), sum([1.5, 2]), sum([], 0.0))
    print([1, 2] == [1.0, 2.0], [1, 2] < [1, 3], [0.0] == [-0.0])
    print(sorted([3, 1, 2], key=lambda v: -v), sorted([2.5, 1, 3.5]))

    class Shifty:
        def __init__(self, target):
            self.target = target

        def __lt__(self, other):
            self.target.clear()
            self.target.extend([1, 2])
            return False

    victim = [Shifty(None), Shifty(None)]
    for s in victim:
        s.target = victim
    try:
        victim.sort()
    except ValueError as e:
        print("ValueError:", e)
    print(len(victim))


def matrices():
    rows = [[i * j for j in range(6)] for i in range(5)]
    for _ in range(WARM):
        column_sums(rows)
    print(column_sums(rows))
    rows[2][3] = 0.5
    print(column_sums(rows))
    print(running_max([3, 9, 2]), running_max([1.5, -2.0]), running_max([1, 2.5, 2]))


producers()
widening()
appends()
methods()
matrices()
