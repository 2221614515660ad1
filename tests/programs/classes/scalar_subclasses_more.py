# More int/float/str subclasses: builtin dunders through the type (str.__hash__), __slots__, __init__, bool refused, int.__new__
class Upper(str):
    def __new__(cls, s):
        return super().__new__(cls, s.upper())
    def __eq__(self, other):
        return str.__eq__(self, other) or str(self).lower() == str(other).lower()
    __hash__ = str.__hash__
u = Upper("abc")
print(u, u == "ABC", u == "abc", u != "x", {u: 1}.get("ABC"), len({u, "ABC"}))
class Money(int):
    __slots__ = ()
    def __str__(self):
        return f"${int(self)}"
    def __add__(self, other):
        return Money(int(self) + int(other))
    __radd__ = __add__
print(Money(5) + 3, 3 + Money(5), sum([Money(1), Money(2)], Money(0)), str(Money(7)), repr(Money(7)))
try:
    Money(1).extra = 2
except AttributeError as e:
    print("AttributeError", e)
class Vec(float):
    def __init__(self, value):
        self.doubled = value * 2
v = Vec(1.5)
print(v, v.doubled, v.__class__.__name__, Vec.__mro__[1] is float, issubclass(Vec, float))
try:
    class B(bool):
        pass
except TypeError as e:
    print(e)
class Path(str):
    def parts(self):
        return self.split("/")
p = Path("a/b/c")
print(p.parts(), p.upper(), type(p.upper()).__name__, p[0], p[-1], p.count("/"), p.replace("/", "."), p.join("xy"))
print(max(Money(3), Money(9)), sorted([Money(3), 1, Money(2)]), Money(3) * 2.5, Money(10) / 4, Money(2) ** 3)
print(int.__new__(Money, 42), type(int.__new__(Money, 42)).__name__, float.__new__(Vec, "2.5"))
try:
    int.__new__(Vec, 1)
except TypeError as e:
    print(e)
class Code(int):
    pass
c = Code("11", 2)
print(c, c + 0, c.bit_length(), c.to_bytes if False else "", c.real, c.numerator, format(c, "x"), f"{c!r}")
import math
print(math.sqrt(Vec(16.0)), math.floor(Vec(2.7)), round(Vec(2.567), 2), abs(Code(-3)), -Code(4), Code(4) & 6)
print(isinstance(Code(1), int), isinstance(Code(1), Code), type(Code(1) + Code(2)) is int, Code(5) == Code(5), Code(1) < 2.5)
