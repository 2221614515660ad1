from collections import namedtuple

Point = namedtuple("Point", ["x", "y"])
p = Point(1, 2)
print(p, p.x, p.y, p[0], p[-1], len(p))
print(Point(y=5, x=3), Point(7, y=8))
print(p == (1, 2), p == Point(1, 2), hash(p) == hash((1, 2)))
print(isinstance(p, tuple), type(p).__name__, Point.__name__)
print(Point._fields, Point._field_defaults)
x, y = p
print("unpacked", x, y)
print(p._asdict())
print(p._replace(y=20), p)
print(Point._make([9, 10]), Point._make(range(2)))
print(list(p), tuple(p), p + (3,), p * 2)
print(sorted([Point(3, 1), Point(1, 5), Point(1, 2)]))
print(max(Point(3, 1), Point(1, 5), key=lambda q: q.y))
print(Point.__doc__)

Color = namedtuple("Color", "red green blue")
print(Color(255, 128, 0), Color._fields)
Pair = namedtuple("Pair", "left, right")
print(Pair("l", "r"))

Config = namedtuple("Config", "host port debug", defaults=[8080, False])
print(Config("localhost"), Config("h", 1), Config("h", debug=True))
print(Config._field_defaults)

Renamed = namedtuple("Renamed", ["abc", "def", "abc", "_x", "ok", "1a"], rename=True)
print(Renamed._fields)

Empty = namedtuple("Empty", "")
print(Empty(), Empty._fields, len(Empty()))

# constructor errors
for args, kwargs in [((1,), {}), ((), {}), ((1, 2, 3), {}), ((1,), {"x": 2}),
                     ((1, 2), {"z": 3})]:
    try:
        Point(*args, **kwargs)
    except TypeError as e:
        print("TypeError:", e)
try:
    Config()
except TypeError as e:
    print("TypeError:", e)
try:
    Config(1, 2, 3, 4)
except TypeError as e:
    print("TypeError:", e)
try:
    Empty(1)
except TypeError as e:
    print("TypeError:", e)
Three = namedtuple("Three", "a b c")
try:
    Three()
except TypeError as e:
    print("TypeError:", e)
try:
    Point._make([1])
except TypeError as e:
    print("TypeError:", e)
try:
    p._replace(z=3)
except ValueError as e:
    print("ValueError:", e)
try:
    p.x = 5
except AttributeError:
    print("AttributeError on assignment")

# invalid definitions
bad = [("Bad", "a b a"), ("Bad", "a _b"), ("Bad", "a class"), ("Bad", "a 1b"),
       ("1Bad", "a"), ("Bad", "a-b"), ("def", "a")]
for name, fields in bad:
    try:
        namedtuple(name, fields)
    except ValueError as e:
        print("ValueError:", e)
try:
    namedtuple("Bad", "a b", defaults=[1, 2, 3])
except TypeError as e:
    print("TypeError:", e)


# subclassing a namedtuple
class Vector(namedtuple("Vector", "x y z")):
    __slots__ = ()

    @property
    def norm2(self):
        return self.x ** 2 + self.y ** 2 + self.z ** 2

    def __add__(self, other):
        return Vector(self.x + other.x, self.y + other.y, self.z + other.z)

    def __str__(self):
        return "<%g, %g, %g>" % self


v = Vector(1, 2, 3)
w = v + Vector(1, 1, 1)
print(v, w, str(w), w.norm2, type(w).__name__)
print(w._replace(z=0), type(w._replace(z=0)).__name__)
print(Vector._make([0, 0, 1]).norm2)

# using namedtuples as records
Employee = namedtuple("Employee", "name dept salary")
staff = [Employee("ann", "eng", 120), Employee("bob", "ops", 90),
         Employee("cid", "eng", 100), Employee("dee", "ops", 95)]
by_dept = {}
for e in staff:
    by_dept.setdefault(e.dept, []).append(e)
for dept in sorted(by_dept):
    members = by_dept[dept]
    print(dept, [m.name for m in members], sum(m.salary for m in members))
top = max(staff, key=lambda e: e.salary)
print(top, top._asdict())
print({e.name: e for e in staff}["bob"])
print(Point(1, 2) in {Point(1, 2): "here"}, (1, 2) in {Point(1, 2)})
