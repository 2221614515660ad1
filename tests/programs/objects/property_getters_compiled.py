# obj.p where p is a property, in hot loops: compiled code calls the getter directly
# for the classes the site saw (any shape: a property comes before the instance's
# attributes), and keeps CPython's answers when classes mix properties and plain
# attributes at one site, when a property is replaced or deleted after compilation,
# when a getter raises, and for properties without a getter.


class Temp:
    def __init__(self, c):
        self._c = c

    @property
    def celsius(self):
        return self._c

    @property
    def kelvin(self):
        return self._c + 273


class Hot(Temp):
    def __init__(self, c):
        super().__init__(c)
        self.extra = "hot"

    @property
    def kelvin(self):
        return self._c * 10


class Plain:
    def __init__(self, k):
        self.kelvin = k
        self.celsius = k - 273


def total(objs, rounds):
    t = 0
    for r in range(rounds):
        for o in objs:
            t += o.kelvin - o.celsius + r
    return t


objs = [Temp(1), Hot(2), Plain(300), Temp(-5)]
print(total(objs, 500))

# An instance attribute named like a property does not hide it (data descriptor).
shadow = Temp(7)
shadow.__dict__["kelvin"] = "ignored"
print(total([shadow], 300), shadow.kelvin)

# Replaced and deleted after compilation.
Temp.kelvin = property(lambda self: -self._c)
print(total(objs, 10))
del Hot.kelvin
print(total(objs, 10))
Temp.kelvin = 5
print(total([Temp(1), Hot(3)], 10))


class Fragile:
    def __init__(self, n):
        self.n = n

    @property
    def inverse(self):
        return 100 // self.n

    noget = property(None, lambda self, v: None)


def inverses(xs):
    out = []
    for x in xs:
        out.append(x.inverse)
    return out


for _ in range(200):
    r = inverses([Fragile(k) for k in range(1, 6)])
print(r)
try:
    inverses([Fragile(3), Fragile(0)])
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    Fragile(1).noget
except AttributeError as e:
    print("AttributeError:", e)
