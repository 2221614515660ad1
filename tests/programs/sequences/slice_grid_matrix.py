# slice objects in a 2-D Matrix class: __getitem__/__setitem__/__delitem__ receiving ints, slices and (row, col) tuples; slice.indices() normalisation; named slices applied to list/str/tuple/range
class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]

    @classmethod
    def grid(cls, h, w):
        return cls([[r * w + c for c in range(w)] for r in range(h)])

    @property
    def shape(self):
        return (len(self.rows), len(self.rows[0]) if self.rows else 0)

    def _norm(self, key, size):
        if isinstance(key, slice):
            return list(range(*key.indices(size)))
        if isinstance(key, int):
            if key < 0:
                key += size
            if not 0 <= key < size:
                raise IndexError("index %d out of range for size %d" % (key, size))
            return key
        raise TypeError("bad key type: %s" % type(key).__name__)

    def __getitem__(self, key):
        if not isinstance(key, tuple):
            key = (key, slice(None))
        rkey, ckey = key
        h, w = self.shape
        rsel = self._norm(rkey, h)
        csel = self._norm(ckey, w)
        if isinstance(rsel, int) and isinstance(csel, int):
            return self.rows[rsel][csel]
        if isinstance(rsel, int):
            return [self.rows[rsel][c] for c in csel]
        if isinstance(csel, int):
            return [self.rows[r][csel] for r in rsel]
        return Matrix([[self.rows[r][c] for c in csel] for r in rsel])

    def __setitem__(self, key, value):
        rkey, ckey = key if isinstance(key, tuple) else (key, slice(None))
        h, w = self.shape
        rsel = self._norm(rkey, h)
        csel = self._norm(ckey, w)
        rlist = [rsel] if isinstance(rsel, int) else rsel
        clist = [csel] if isinstance(csel, int) else csel
        for r in rlist:
            for c in clist:
                self.rows[r][c] = value(r, c) if callable(value) else value

    def __delitem__(self, key):
        if isinstance(key, tuple):
            raise TypeError("can only delete whole rows")
        del self.rows[key]

    def __len__(self):
        return len(self.rows)

    def __repr__(self):
        return "Matrix(%dx%d)" % self.shape

    def show(self):
        for row in self.rows:
            print("   " + " ".join("%3d" % v for v in row))


m = Matrix.grid(5, 6)
print(m, len(m), m.shape)
m.show()
print(m[2, 3], m[-1, -1], m[0], m[1, ::2], m[:, 0], m[::-2, 5])
sub = m[1:4, 2:5]
print(sub, sub.rows)
print(m[::2, ::3].rows, m[3:1:-1, -2:].rows, m[10:, :].rows)
m[0, :] = 0
m[1:3, 1:3] = lambda r, c: -(r * 10 + c)
m[:, -1] = 99
m[4, ::2] = lambda r, c: c
m.show()
del m[1]
print(m, m[:, 1])
del m[::2]
print(m, m.rows)
for bad in [(9, 0), (0, "x"), "row"]:
    try:
        m[bad]
    except (IndexError, TypeError) as exc:
        print(type(exc).__name__, exc)
try:
    del m[0, 0]
except TypeError as exc:
    print("TypeError:", exc)

print()
print("== slice attributes ==")
for s in [slice(5), slice(1, 8), slice(1, 8, 2), slice(None, None, -1), slice(-3, None), slice(2, -2, 3),
          slice(None, 4, None), slice(10, 0, -3), slice("a", "b")]:
    print(repr(s), s.start, s.stop, s.step, end=" ")
    try:
        print([s.indices(n) for n in (0, 4, 10)])
    except TypeError as exc:
        print("TypeError", exc)
print(slice(1, 2) == slice(1, 2), slice(1, 2) == slice(1, 2, None), slice(1, 2) != slice(1, 3))
print(slice(1, 2, 3) == slice(1, 2, 3), slice(0, 5) < slice(0, 6), str(slice(1, None)))
for n, s in [(5, slice(0, 10, 0))]:
    try:
        s.indices(n)
    except ValueError as exc:
        print("ValueError:", exc)
try:
    slice(1, 2).indices(-1)
except ValueError as exc:
    print("ValueError:", exc)

print()
print("== named slices on records ==")
record_lines = [
    "2023-01-05 ACME     120.50 BUY ",
    "2023-01-06 GLOBEX    88.25 SELL",
    "2023-02-11 INITECH  301.00 BUY ",
    "2023-03-29 UMBRELLA  12.75 SELL",
]
DATE = slice(0, 10)
YEAR = slice(0, 4)
NAME = slice(11, 19)
PRICE = slice(19, 26)
SIDE = slice(27, None)
totals = {}
for line in record_lines:
    name = line[NAME].strip()
    price = float(line[PRICE])
    side = line[SIDE].strip()
    totals[side] = totals.get(side, 0.0) + price
    print(f"{line[DATE]} y={line[YEAR]} {name:<9}|{price:>8.2f} {side}")
print(totals)
data = list(range(20))
tup = tuple("abcdefghij")
rng = range(100, 200, 7)
EVENS = slice(None, None, 2)
BACK = slice(None, None, -3)
MID = slice(3, -3)
for s in [EVENS, BACK, MID, slice(-5, None), slice(2, 100, 5)]:
    print(s, data[s][:6], tup[s], list(rng[s]), "hello world"[s], s.indices(len(data)))
data[MID] = ["x"]
print(data)
data[EVENS] = [None] * len(data[EVENS])
print(data)
del data[BACK]
print(data)
lst = list(range(10))
lst[slice(2, 5)] = "ABCDE"
print(lst)
try:
    lst[slice(0, 6, 2)] = [1, 2]
except ValueError as exc:
    print("ValueError:", exc)
print(rng[slice(1, 4)], rng[slice(None, None, -1)][:3], list(rng[slice(2, 8, 3)]), len(rng[::2]))
