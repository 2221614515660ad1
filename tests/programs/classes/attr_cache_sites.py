# One attribute instruction seeing instances of many shapes and classes: the
# interpreter's inline caches must never answer for the wrong one.


class A:
    def __init__(self, v):
        self.v = v


class B:
    def __init__(self, v):
        self.w = 0
        self.v = v


class C:
    __slots__ = ("v",)

    def __init__(self, v):
        self.v = v


def get_v(o):
    return o.v


def set_v(o, x):
    o.v = x


def add_attr(o, x):
    o.late = x


objs = [A(1), B(2), C(3), A(4), B(5)]
for round_ in range(3):
    print([get_v(o) for o in objs])
    for o in objs:
        set_v(o, get_v(o) + 10)

# A store site that adds an attribute: alike instances follow one transition.
made = [A(i) for i in range(6)]
for i, o in enumerate(made):
    add_attr(o, i * i)
print([(o.v, o.late) for o in made], list(made[0].__dict__))

# The same store site on a slotted class (which has no room for it) must raise.
try:
    add_attr(C(0), 1)
except AttributeError as e:
    print("AttributeError:", e)


# A class that gains a property after its instances' attribute was cached: the
# property (a data descriptor) now wins over the instance attribute.
class P:
    def __init__(self):
        self.x = "instance"


p = P()


def get_x(o):
    return o.x


print(get_x(p), get_x(p))
P.x = property(lambda self: "property")
print(get_x(p))
try:
    p.x = 1
except AttributeError:
    print("AttributeError: no setter")
del P.x
print(get_x(p))

# An instance switching to dictionary mode between two runs of a cached site.
q = A(7)
print(get_v(q))
q.__dict__["v"] = 8
print(get_v(q))
del q.v
q.v = 9
print(get_v(q), list(q.__dict__))

# Attributes added in different orders reach one site.
def make(order):
    o = A(0)
    for name in order:
        setattr(o, name, len(name))
    return o


mixed = [make(["aa", "b"]), make(["b", "aa"]), make(["b"]), make(["ccc", "aa", "b"])]
for _ in range(2):
    print([(o.aa if hasattr(o, "aa") else None, o.b) for o in mixed])
