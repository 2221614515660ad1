# `in`, `not in` and `add` on exact sets and frozensets in hot loops: keys of every
# builtin kind, keys equal across types (1, 1.0, True), keys whose __hash__ or
# __eq__ is Python code (raising, too), unhashable keys, and a set subclass whose
# own methods must still run.


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __hash__(self):
        return hash((self.x, self.y))

    def __eq__(self, other):
        return isinstance(other, Point) and (self.x, self.y) == (other.x, other.y)


class Touchy:
    def __hash__(self):
        raise RuntimeError("no hash for you")


class Grumpy:
    def __hash__(self):
        return 3

    def __eq__(self, other):
        raise ValueError("cannot compare")


class Counting(set):
    def __init__(self):
        super().__init__()
        self.adds = 0

    def add(self, item):
        self.adds += 1
        super().add(item)

    def __contains__(self, item):
        return item == "always" or super().__contains__(item)


def dedupe(items):
    seen = set()
    out = []
    for x in items:
        if x not in seen:
            seen.add(x)
            out.append(x)
    return out


def count_hits(keys, table):
    hits = 0
    for k in keys:
        if k in table:
            hits += 1
    return hits


def guarded(items, s):
    results = []
    for x in items:
        try:
            results.append(x in s)
        except (RuntimeError, ValueError, TypeError) as e:
            results.append(type(e).__name__ + ": " + str(e))
    return results


def adds(items, s):
    errors = 0
    for x in items:
        try:
            s.add(x)
        except TypeError:
            errors += 1
    return errors


for rounds in range(3):
    print(dedupe([3, 1, 3, 2, 1, 5, 2, 8, 8, 3] * 20))
    print(len(dedupe([str(i % 37) for i in range(2000)])))
    print(dedupe([(i % 4, i % 3) for i in range(50)]))
    print(dedupe([1, 1.0, True, 2, 2.0, "2", (1,), (1.0,)]))
    print(dedupe([Point(i % 3, i % 2) for i in range(30)]).__len__())
    frozen = frozenset(range(0, 100, 7))
    print(count_hits(range(200), frozen), count_hits([7.0, 14, True, 0, "7"], frozen))
    words = {"alpha", "beta", "gamma"}
    print(count_hits(["alpha", "delta", "beta", "gamma" * 1, "".join(["gam", "ma"])], words))
    print(guarded([1, Touchy(), [1, 2], 3, 2], {1, Grumpy()}))
    s = set()
    print(adds([1, [2], 3, {4: 5}, (6, [7]), 8], s), sorted(s))
    c = Counting()
    for i in range(40):
        c.add(i % 10)
    print(c.adds, len(c), count_hits(["always", 3, 30], c))
