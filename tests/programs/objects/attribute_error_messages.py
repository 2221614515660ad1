# AttributeError messages (CPython's wording, str(e) only) for missing
# attributes at hot load sites on instances, classes, slotted objects,
# builtin-typed values and modules-like objects.


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


class Slot:
    __slots__ = ("a",)


def load_z(o):
    return o.z


msgs = []
count = 0
objs = [Point(1, 2), Slot(), 5, "s", [1], None, Point, 2.5, (1,), {"z": 1}]
for it in range(500):
    o = objs[it % len(objs)]
    try:
        load_z(o)
    except AttributeError as e:
        count += 1
        m = str(e)
        if m not in msgs:
            msgs.append(m)
print(count)
for m in msgs:
    print(m)

# Near-miss names (CPython only adds "Did you mean" in tracebacks).
p = Point(3, 4)
for name in ("xx", "X", "yy", "__len__", "_x"):
    try:
        getattr(p, name)
    except AttributeError as e:
        print(name, "->", e)

# Attribute present on some instances only, at one hot site.
pts = [Point(i, i) for i in range(6)]
for i in range(0, 6, 2):
    pts[i].z = i
hits = 0
misses = 0
for it in range(600):
    try:
        hits += load_z(pts[it % 6])
    except AttributeError:
        misses += 1
print(hits, misses)

# Missing method calls.
try:
    p.norm()
except AttributeError as e:
    print(e)
try:
    Point.norm(p)
except AttributeError as e:
    print(e)
try:
    (1).foo
except AttributeError as e:
    print(e)
try:
    p.x.real.bad
except AttributeError as e:
    print(e)
try:
    Slot().a
except AttributeError as e:
    print(e)
try:
    del p.x
    p.x
except AttributeError as e:
    print(e, hasattr(p, "x"), p.y)
try:
    None.attr = 1
except AttributeError as e:
    print(e)
