# Subclasses of int, float and str: construction, __new__ with extra state, operators, conversions, methods
class Meters(float):
    def __repr__(self):
        return f"Meters({float(self)!r})"
    def __add__(self, other):
        return Meters(float(self) + float(other))
    def describe(self):
        return f"{self:.2f} m"

m = Meters(2.5)
print(m, repr(m), m + 1, type(m + 1).__name__, m * 2, type(m * 2).__name__)
print(m.describe(), m.is_integer(), isinstance(m, float), m == 2.5, m < 3, hash(m) == hash(2.5))
print(float(m), int(m), round(m), abs(Meters(-1.5)), -m, str(m), f"{m}", "%.1f" % m)
print(Meters("3.25"), sorted([Meters(3), Meters(1), 2.0]))

class Flag(int):
    def __new__(cls, value, name):
        obj = super().__new__(cls, value)
        obj.name = name
        return obj
    def __repr__(self):
        return f"<Flag {self.name}={int(self)}>"

a = Flag(1, "A")
b = Flag(4, "B")
print(a, b, a | b, a + b, type(a | b).__name__, a.name, b.bit_length(), int(b), a == 1, {a: "x"}[1])
print([10, 20, 30][a], range(10)[b], list(range(b)), "x" * b, hex(b), bin(a), f"{b:03d}", "%d" % b)

class Token(str):
    def __new__(cls, text, kind):
        t = super().__new__(cls, text)
        t.kind = kind
        return t
    def shout(self):
        return self.upper() + "!"

t = Token("hello", "word")
print(t, repr(t), t.kind, t.shout(), len(t), t[1:3], t + " there", t == "hello", "ell" in t, t.startswith("he"))
print(" ".join([t, Token("x", "w")]), {t: 1}["hello"], f"[{t:>8}]", "%s!" % t, list(t)[:2], t.split("l"))
print(str(t), type(str(t)).__name__, type(t.upper()).__name__, sorted([Token("b", 1), "a"]), hash(t) == hash("hello"))

class Celsius(float):
    pass
c = Celsius(21.5)
print(c, repr(c), c + c, c > 20, max(c, 3), sum([c, c]), isinstance(c, Celsius), type(c).__mro__[1].__name__)
class Name(str):
    pass
n = Name("ada")
print(n, repr(n), n.title(), n * 2, n < "b", "%r" % n, int(Name("42")) + 1)
try:
    object.__new__(Name)
except TypeError as e:
    print(e)
class Big(int):
    pass
print(Big(2) ** 100, Big("ff", 16), Big(7) // 2, divmod(Big(7), 2), Big(-3) % 5, Big(5) << 2, ~Big(5), bool(Big(0)))
