# classes: inheritance, super(), special methods, staticmethod/classmethod/property, getattr/setattr
class Shape:
    sides = 0

    def __init__(self, name):
        self.name = name

    def area(self):
        return 0

    def describe(self):
        return self.name + " with area " + str(self.area())


class Rect(Shape):
    sides = 4

    def __init__(self, w, h):
        super().__init__("rect")
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h

    def __repr__(self):
        return f"Rect({self.w}, {self.h})"

    def __eq__(self, other):
        return isinstance(other, Rect) and self.w == other.w and self.h == other.h

    def __lt__(self, other):
        return self.area() < other.area()


class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s)
        self.name = "square"


class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __str__(self):
        return "<%s, %s>" % (self.x, self.y)

    def __len__(self):
        return 2

    def __getitem__(self, i):
        return (self.x, self.y)[i]

    def __hash__(self):
        return hash((self.x, self.y))

    def __eq__(self, o):
        return (self.x, self.y) == (o.x, o.y)


class Counter:
    count = 0

    @staticmethod
    def helper(x):
        return x * 2

    @classmethod
    def make(cls):
        cls.count += 1
        return cls()

    @property
    def double(self):
        return self.count * 2

    @double.setter
    def double(self, v):
        self.count = v // 2


r = Rect(2, 3)
s = Square(4)
print(r, s, r.area(), s.area(), s.describe(), r.sides, Shape.sides, s.name, isinstance(s, Rect), isinstance(r, Square))
print(r == Rect(2, 3), r != Rect(2, 3), r < s, sorted([s, r]), issubclass(Square, Shape), type(s).__name__, type(s) is Square)
v = Vec(1, 2) + Vec(3, 4)
print(v, 3 * v, v * 2, len(v), v[0], list(v), {Vec(1, 1): "a"}[Vec(1, 1)], Vec(1, 2) in [Vec(1, 2)])
c = Counter.make()
print(Counter.count, c.count, Counter.helper(5), c.helper(6), c.double)
c.double = 10
print(c.count, Counter.count, getattr(c, "count"), hasattr(c, "nope"), getattr(c, "nope", 42))
setattr(c, "extra", [1])
print(c.extra, Shape, callable(r.area), r.area.__self__ is r)
print(Rect.__mro__, Square.__base__.__name__, [c.__name__ for c in Square.__mro__])
