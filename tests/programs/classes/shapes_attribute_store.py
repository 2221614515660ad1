# Instances keep their attributes under hidden classes (shapes) until something
# sends them to dictionary mode: a deletion, __dict__, or very many attributes.
# Everything Python can observe stays as CPython has it: order, errors, __dict__.


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


class Wide:
    pass


def show(o):
    print(type(o).__name__, sorted(vars_of(o).items()), list(vars_of(o)))


def vars_of(o):
    return o.__dict__


# The same attributes in the same order, and in another order.
a = Point(1, 2)
b = Point(3, 4)
c = Point(5, 6)
c.z = 7
d = Wide()
d.y = 1
d.x = 2
print(a.x + b.y, c.z, d.x, d.y)
show(a)
show(c)
show(d)

# Overwriting keeps the order; a new attribute goes last.
a.x = 10
a.w = 0
print(list(a.__dict__), a.x)

# __dict__ is the instance's store: writes through it are attributes.
e = Point(1, 2)
e.__dict__["q"] = 9
print(e.q, hasattr(e, "q"))
e.r = 3
print(e.__dict__["r"], list(e.__dict__))
del e.__dict__["x"]
print(hasattr(e, "x"), list(e.__dict__))

# Deleting an attribute, then adding it back: it goes last.
f = Point(1, 2)
del f.x
print(hasattr(f, "x"), f.y, list(f.__dict__))
f.x = 5
print(list(f.__dict__), f.x)
try:
    del f.nope
except AttributeError as err:
    print("AttributeError:", err)
try:
    f.nope
except AttributeError as err:
    print("AttributeError:", err)

# Many attributes (past the inline slots, and past the most a shape keeps).
g = Wide()
for i in range(100):
    setattr(g, "a%d" % i, i)
print(g.a0, g.a3, g.a4, g.a63, g.a64, g.a99, len(g.__dict__))
print(list(g.__dict__)[:6], list(g.__dict__)[-2:])
h = Wide()
for i in range(10):
    setattr(h, "a%d" % i, i * i)
print([getattr(h, "a%d" % i) for i in range(10)])
delattr(h, "a5")
print(hasattr(h, "a5"), h.a9, list(h.__dict__))

# A misspelt attribute gets CPython's suggestion from the instance's own names.
p = Point(0, 0)
p.velocity = 1
try:
    p.velocty
except AttributeError as err:
    print("AttributeError:", err)

# Instance attributes shadow methods; a class attribute is seen until shadowed.


class Counter:
    step = 1

    def bump(self):
        return "method"


k = Counter()
print(k.step, k.bump())
k.step = 5
k.bump = lambda: "instance"
print(k.step, k.bump(), Counter.step)
del k.bump
print(k.bump())

# Many instances built alike, in a loop (the shape is shared).
pts = [Point(i, i * 2) for i in range(1000)]
print(sum(p.x + p.y for p in pts))
for i, p in enumerate(pts):
    if i % 3 == 0:
        p.extra = i
    if i % 7 == 0:
        del p.y
total = 0
for p in pts:
    total += p.x + getattr(p, "y", 0) + getattr(p, "extra", 0)
print(total)

# Exception instances keep their args as an attribute.
ex = ValueError("bad", 2)
print(ex.args, str(ex))
ex.note = "n"
print(ex.note, ex.args)
