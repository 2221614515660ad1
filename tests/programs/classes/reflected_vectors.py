# NotImplemented and reflected operators: __radd__ for sum(), __rmul__ for scalars, mixed types and TypeErrors.
class Vec:
    def __init__(self, *coords):
        self.coords = coords

    def __repr__(self):
        return "Vec%r" % (self.coords,)

    def __add__(self, other):
        if isinstance(other, Vec):
            return Vec(*[a + b for a, b in zip(self.coords, other.coords)])
        if other == 0:
            return self
        return NotImplemented

    def __radd__(self, other):
        return self.__add__(other)

    def __mul__(self, k):
        if isinstance(k, (int, float)):
            return Vec(*[a * k for a in self.coords])
        if isinstance(k, Vec):
            return sum(a * b for a, b in zip(self.coords, k.coords))
        return NotImplemented

    def __rmul__(self, k):
        return self.__mul__(k)

    def __sub__(self, other):
        if not isinstance(other, Vec):
            return NotImplemented
        return self + (-1) * other

    def __eq__(self, other):
        if not isinstance(other, Vec):
            return NotImplemented
        return self.coords == other.coords

    def __hash__(self):
        return hash(self.coords)


class Meters:
    def __init__(self, value):
        self.value = value

    def __add__(self, other):
        if isinstance(other, Meters):
            return Meters(self.value + other.value)
        if isinstance(other, (int, float)):
            return Meters(self.value + other)
        return NotImplemented

    __radd__ = __add__

    def __repr__(self):
        return "%gm" % self.value


vs = [Vec(i, i % 3, -i) for i in range(200)]
print(sum(vs), sum(vs[:3], Vec(100, 100, 100)))
print(2 * vs[5], vs[5] * 0.5, vs[3] * vs[4], vs[4] - vs[3])
acc = Vec(0, 0, 0)
for i, v in enumerate(vs):
    acc = acc + (i % 4) * v
print(acc)
print(Vec(1, 2) == Vec(1, 2), Vec(1, 2) == (1, 2), Vec(1) != "x", len({Vec(1), Vec(1), Vec(2)}))
print(sum([Meters(1.5), Meters(2), 3]), 10 + Meters(1), Meters(1) + 0.25)
print(sum(Meters(i) for i in range(100)))

for expr, fn in [("vec + str", lambda: Vec(1) + "s"),
                 ("str * vec", lambda: "ab" * Vec(2)),
                 ("vec - 1", lambda: Vec(1) - 1),
                 ("meters + vec", lambda: Meters(1) + Vec(1)),
                 ("list + meters", lambda: [1] + Meters(2))]:
    try:
        print(expr, fn())
    except TypeError as e:
        print(expr, "TypeError:", e)
print(Vec(1, 2).__add__("x"), Vec(3).__radd__(0))
print(NotImplemented, type(NotImplemented).__name__, bool(Vec(1).__eq__(5) is NotImplemented))
print(Vec(1, 2) * Vec(3, 4) + 1, 3 * Vec(1, 1) * 2)
