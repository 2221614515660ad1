from collections import namedtuple

Point = namedtuple("Point", "x y")
p = Point(1, y=2)
print(p, repr(p), p.x, p[1], p._fields, Point._fields, Point.__name__)
print(p._asdict(), type(p._asdict()).__name__)
print(p._replace(x=10), p)
print(Point._make([5, 6]), Point._make(iter((7, 8))))
print(p == (1, 2), p + (3,), p * 2, len(p), list(p), tuple(p), hash(p) == hash((1, 2)))
x, y = p
print(x, y, isinstance(p, tuple))
Point3 = namedtuple("Point3", ["x", "y", "z"], defaults=[0])
print(Point3(1, 2), Point3(1, 2, 3), Point3._field_defaults)
Conf = namedtuple("Conf", "host, port, debug", defaults=("localhost", 80, False))
print(Conf(), Conf(port=8080), Conf("a", debug=True), Conf._field_defaults)
R = namedtuple("R", ["ok", "def", "class", "_x", "ok", "2bad"], rename=True)
print(R._fields)
print(R(1, 2, 3, 4, 5, 6))
E = namedtuple("E", "")
print(E(), E._fields, len(E()))
Many = namedtuple("Many", " ".join(f"f{i}" for i in range(12)))
m = Many(*range(12))
print(m, m.f11)

errs = [
    lambda: Point(1),
    lambda: Point(1, 2, 3),
    lambda: Point(1, 2, x=3),
    lambda: Point(1, z=2),
    lambda: p._replace(z=5),
    lambda: Point._make([1]),
    lambda: namedtuple("Bad", "a a"),
    lambda: namedtuple("Bad", "a _b"),
    lambda: namedtuple("Bad", "a def"),
    lambda: namedtuple("Bad", "a 1b"),
    lambda: namedtuple("1Bad", "a"),
    lambda: namedtuple("Bad", "a b", defaults=(1, 2, 3)),
    lambda: p.nope,
]
for e in errs:
    try:
        print("ok", e())
    except Exception as ex:
        print(type(ex).__name__, ex)

class Vec(namedtuple("Vec", "x y")):
    __slots__ = ()
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    @property
    def swapped(self):
        return self._replace(x=self.y, y=self.x)
    def __repr__(self):
        return f"<{self.x},{self.y}>"
v = Vec(3, 4) + Vec(1, 1)
print(v, abs(Vec(3, 4)), v.swapped, Vec._fields, type(v.swapped).__name__, v._asdict())

rows = [("alice", 31, "NYC"), ("bob", 25, "LA"), ("carol", 35, "NYC"), ("dave", 25, "SF")]
Person = namedtuple("Person", "name age city")
people = [Person._make(r) for r in rows]
for person in sorted(people, key=lambda q: (q.age, q.name)):
    print(f"{person.name:>6} {person.age:3d} {person.city}")
print(max(people, key=lambda q: q.age).name, sorted(people)[0])
by_city = {}
for q in people:
    by_city.setdefault(q.city, []).append(q.name)
print(by_city)
print([q._replace(age=q.age + 1) for q in people][:2])
import copy
print(copy.copy(p), copy.deepcopy(Conf()))
nested = Point(Point(1, 2), [3, 4])
dc = copy.deepcopy(nested)
nested.y.append(5)
print(nested, dc)
print(Point.__doc__)
print(Point(x=1, y=2) < Point(1, 3), sorted([Point(2, 1), Point(1, 5), Point(1, 2)]))
print(dict(zip(Point._fields, (9, 8))), Point(**{"x": 1, "y": 0}))
print(Point.__module__ == __name__, Point.__qualname__)
print(p.count(1), p.index(2))
