# `for x in a_list` and `for x in a_tuple`: the compiled loop keeps the index in a
# register and makes no iterator; leaving the loop mid-way (a guard failing, an
# exception, a big int) makes one at the right item, and the interpreter goes on
# from there. The list may grow or shrink while the loop runs.


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def total_x(points):
    # A point whose x is a float fails the int guard part-way.
    s = 0
    for p in points:
        s += p.x
    return s


def over_tuple(t):
    out = 0
    for v in t:
        out = out * 3 + v
    return out


def growing(xs, limit):
    # Appending while iterating: the loop sees the new items, as CPython's does.
    seen = 0
    for x in xs:
        seen += 1
        if x < limit:
            xs.append(x + 10)
    return seen, len(xs)


def shrinking(xs):
    seen = []
    for x in xs:
        seen.append(x)
        if xs:
            xs.pop()
    return seen


def pairs(xs):
    n = 0
    for a in xs:
        for b in xs:
            if a < b:
                n += 1
    return n


def raising(xs):
    acc = []
    for x in xs:
        acc.append(100 // x)
    return acc


def searching(xs, target):
    for i, x in enumerate(xs):
        if x == target:
            break
    else:
        return None
    index = 0
    for x in xs:
        if x == target:
            return index, i
        index += 1


def big(xs):
    acc = 0
    for x in xs:
        acc = acc * 1000 + x
    return acc


points = [Point(i, i + 1) for i in range(20)]
for round_ in range(25):
    if round_ == 17:
        points[11] = Point(2.5, 0)
    print(total_x(points), end=" ")
    print(over_tuple((1, 2, round_ % 3)), end=" ")
    print(growing([1, 2, 3, round_ % 5], 3), end=" ")
    print(shrinking(list(range(round_ % 7))), end=" ")
    print(pairs([3, 1, 2, round_ % 4]), end=" ")
    try:
        print(raising([5, 4, round_ % 6, 2]), end=" ")
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e, end=" ")
    print(searching([4, 8, 15, 16, 23, 42], [15, 99, 42][round_ % 3]), end=" ")
    print(big([7, 8, 9] * (1 + round_ % 9)))
