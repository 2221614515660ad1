# d[k], d[k] = v and d.get(k[, default]) on exact dicts in hot loops (compiled as
# direct helpers), with keys of every kind: equal keys of different types, keys with
# their own __eq__ and __hash__, unhashable keys, missing keys, and dict subclasses.


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __eq__(self, other):
        return isinstance(other, Point) and (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


class Counter(dict):
    def __missing__(self, key):
        return 0


def count(keys):
    d = {}
    for k in keys:
        d[k] = d.get(k, 0) + 1
    return d


def total(d, keys):
    s = 0
    for k in keys:
        s += d[k]
    return s


def lookups(d, keys):
    out = []
    for k in keys:
        try:
            out.append(d[k])
        except KeyError as e:
            out.append(("missing", repr(e)))
        except TypeError as e:
            out.append(("TypeError", str(e)))
    return out


ints = [(i * 37) % 11 for i in range(200)]
print(sorted(count(ints).items()))
print(total(count(ints), ints))
strs = ["k" + str(i % 7) for i in range(100)]
c = count(strs)
print(sorted(c.items()), total(c, strs))
tuples = [(i % 3, "t" + str(i % 2)) for i in range(60)]
print(sorted(count(tuples).items()))
# 1, 1.0 and True are one key; the first spelling stays.
mixed = count([1, 1.0, True, 2, 2.0, 0, False, 0.0, -0.0])
print(mixed, [type(k).__name__ for k in mixed])
points = count([Point(i % 2, 0) for i in range(10)])
print(points)
print(lookups({1: "a", "b": 2, (1, 2): 3, Point(1, 1): 4}, [1, 1.0, "b", "c", (1, 2), (2, 1), Point(1, 1), Point(0, 0), [1], {}]))
nan = float("nan")
d = {nan: "same object"}
print(d.get(nan), d.get(float("nan"), "other nan"))
print(d.get(1), d.get(1, None), d.get(1, "x"))
try:
    d.get([1])
except TypeError as e:
    print("TypeError", e)
try:
    for k in range(3):
        d[[k]] = k
except TypeError as e:
    print("TypeError", e)
cnt = Counter()
for w in "abracadabra":
    cnt[w] = cnt[w] + 1
print(sorted(cnt.items()), cnt["zzz"], cnt.get("zzz"))
# Values of every kind, overwritten in place.
table = {}
for i in range(300):
    table[i % 5] = [i, i * 0.5, str(i), None, (i,)][i % 5]
print(table)
big = {2**70: "big", -(2**62): "neg", 2**61 - 1: "mod"}
print(big.get(2**70), big[-(2**62)], big.get(0), big[2**61 - 1])


def membership(d, keys):
    hits = []
    for k in keys:
        hits.append((k in d, k not in d))
    return hits


probe = {1: 0, "a": 0, (1, "b"): 0, Point(2, 2): 0, nan: 0}
print(membership(probe, [1, 1.0, True, 2, "a", "b", (1, "b"), (1, "c"), Point(2, 2), Point(3, 3), nan, float("nan")]))
try:
    membership(probe, [{}])
except TypeError as e:
    print("TypeError", e)
