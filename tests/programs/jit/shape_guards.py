# Attribute loads compiled as a shape guard and a slot read: every way the guard
# can fail in a hot loop resumes the interpreter at the load with the right answer.


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def norm1(vs):
    total = 0
    for v in vs:
        total += v.x + v.y
    return total


vs = [Vec(i, 2 * i) for i in range(50)]
for _ in range(40):
    r = norm1(vs)
print(r)

# A new shape (an extra attribute) and a dictionary-mode instance reach the loop.
odd = Vec(1000, 1)
odd.z = 5
vs.append(odd)
print(norm1(vs))
gone = Vec(7, 7)
del gone.x
gone.x = 2000
vs.append(gone)
print(norm1(vs))

# Slots past the inline ones, read in a loop.


class Many:
    def __init__(self, k):
        self.a = k
        self.b = k
        self.c = k
        self.d = k
        self.e = k
        self.f = k + 1


def sum_f(ms):
    s = 0
    for m in ms:
        s += m.f + m.a
    return s


ms = [Many(k) for k in range(30)]
for _ in range(40):
    t = sum_f(ms)
print(t)


# The class gains a property named like the attribute: the property wins.
def read_x(items):
    out = 0
    for it in items:
        out += it.x
    return out


ps = [Vec(3, 4) for _ in range(20)]
for _ in range(40):
    before = read_x(ps)
Vec.x = property(lambda self: 100)
print(before, read_x(ps))
del Vec.x
print(read_x(ps))

# A subclass instance with the same attribute order shares the shape.


class Vec3(Vec):
    def __init__(self, x, y, z):
        Vec.__init__(self, x, y)
        self.z = z


mixed = [Vec(1, 1), Vec3(2, 2, 2)] * 10
for _ in range(40):
    m = norm1(mixed)
print(m)


# Objects that are not instances at all reach the load.
class Box:
    def __init__(self):
        self.x = 1
        self.y = 2


def get_x(o):
    return o.x


for _ in range(60):
    get_x(Box())
Vec.x = "a class attribute"
print(get_x(Box()), get_x(Vec))
try:
    get_x(5)
except AttributeError as e:
    print("AttributeError:", e)


# Stores to an attribute the instance has, in a hot loop: compiled as a shape guard
# and a slot write.
def bump_all(items, d):
    for it in items:
        it.x = it.x + d
        it.y = it.x


bs = [Vec(i, 0) for i in range(20)]
for _ in range(60):
    bump_all(bs, 1)
print(sum(b.x for b in bs), sum(b.y for b in bs))
# A new shape, then a class property with a setter, reach the compiled stores.
bs[3].extra = 1
bump_all(bs, 1)
log = []


def set_x(self, v):
    log.append(v)


Vec.x = property(lambda self: 5, set_x)
bump_all(bs[:2], 1)
print(log, bs[0].y)
del Vec.x
bump_all(bs, 1)
print(sum(b.x for b in bs), sum(b.y for b in bs))


class Slotted:
    __slots__ = ("x", "y")

    def __init__(self):
        self.x = 1
        self.y = 2


ss = [Slotted() for _ in range(10)]
for _ in range(60):
    bump_all(ss, 2)
print(sum(s.x for s in ss))
