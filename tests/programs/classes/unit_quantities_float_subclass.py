# float/int subclasses as units: Meters(float) with __new__ storing a label, arithmetic returning plain floats or rewrapped, formatting, sorting, dict keys, hash equality
class Meters(float):
    __slots__ = ()

    def __repr__(self):
        return "Meters(%s)" % float.__repr__(self)

    def __str__(self):
        return "%gm" % float(self)

    def __add__(self, other):
        return Meters(float(self) + float(other))

    __radd__ = __add__

    def to_feet(self):
        return Feet(float(self) * 3.28084)


class Feet(float):
    def __new__(cls, value, source="direct"):
        obj = super().__new__(cls, value)
        obj.source = source
        return obj

    def __str__(self):
        return "%.2fft" % self


class Reading(float):
    def __new__(cls, value, sensor):
        self = super().__new__(cls, value)
        self.sensor = sensor
        return self

    def __repr__(self):
        return "Reading(%r, %r)" % (float(self), self.sensor)


def section(title):
    print()
    print("== " + title + " ==")


section("basic")
a = Meters(3.5)
b = Meters(1.25)
print(a, b, repr(a), repr(b))
print(type(a).__name__, isinstance(a, float), isinstance(a, Meters))
c = a + b
print(c, type(c).__name__)
d = a * 2
print(d, type(d).__name__)
e = a - b
print(e, type(e).__name__)
f = 10 + a
print(f, type(f).__name__)
print(a / b, a // b, a % b, -a, abs(Meters(-2.0)), type(-a).__name__)
print(a == 3.5, a < b, a > b, a >= 3.5, b <= 1.25, a != b)
print(round(a), round(Meters(2.71828), 2), int(a), float(a), type(float(a)).__name__)
print(hash(a) == hash(3.5), hash(Meters(2.0)) == hash(2))
print(a.is_integer(), Meters(4.0).is_integer(), a.as_integer_ratio())
print(a.real, a.imag, a.conjugate(), type(a.real).__name__)

section("format")
for v in [Meters(0.5), Meters(12.0), Meters(1234.5678)]:
    print(f"[{v}] [{v!r}] [{v:8.2f}] [{v:<10.3e}] [{v:>+9.1f}] [{v:,.2f}] [{v:%}]")
    print("{0} {0:.1f} {0!s} {0!r}".format(v))
    print("%s %r %.3f %d" % (v, v, float(v), float(v)))

section("feet")
for m in [Meters(1.0), Meters(100.0), Meters(0.3048)]:
    ft = m.to_feet()
    print(m, "->", ft, ft.source, f"{ft:.3f}", repr(float(ft)))
g = Feet(6.0, "user")
print(g, g.source, g + 1, type(g + 1).__name__, g * g)
print(str(g), format(g, ".1f"), format(g, ""), "%s" % (g,))

section("readings as dict keys")
readings = [Reading(21.5, "kitchen"), Reading(19.0, "bedroom"), Reading(23.25, "attic"),
            Reading(19.0, "garage"), Reading(17.75, "cellar")]
by_value = {}
for r in readings:
    by_value.setdefault(r, []).append(r.sensor)
for key in sorted(by_value):
    print(repr(key), by_value[key])
print(by_value[19.0], 21.5 in by_value, Reading(17.75, "x") in by_value)
print(sorted(readings)[0].sensor, max(readings).sensor, min(readings, key=lambda r: -r).sensor)
print(sum(readings), type(sum(readings)).__name__)
print(sorted(readings, key=lambda r: (r, r.sensor)))
print(sorted(readings, reverse=True)[:2])

section("int subclass flags")


class Flag(int):
    def __new__(cls, value, name):
        obj = super().__new__(cls, value)
        obj.name = name
        return obj

    def __repr__(self):
        return "<Flag %s=%d>" % (self.name, int(self))

    def __or__(self, other):
        return Flag(int(self) | int(other), "%s|%s" % (self.name, getattr(other, "name", other)))


READ = Flag(4, "READ")
WRITE = Flag(2, "WRITE")
EXEC = Flag(1, "EXEC")
rw = READ | WRITE
print(READ, WRITE, EXEC, repr(rw), rw.name, int(rw))
print(rw & READ, type(rw & READ).__name__, rw ^ 7, ~EXEC, READ << 2, READ >> 1)
print(READ + WRITE, type(READ + WRITE).__name__, READ * 3, READ // 3, READ ** 2, divmod(READ, 3))
print(f"{rw:03b} {rw:#x} {rw:>5} {rw:d} {READ!r}")
print(str(READ), "%d %s %x" % (int(READ), READ, int(READ)))
perms = {READ: "r", WRITE: "w", EXEC: "x"}
print(perms[4], perms[2], perms.get(1), perms.get(Flag(4, "other")))
letters = ["-", "x", "w", "wx", "r", "rx", "rw", "rwx"]
print(letters[rw], letters[EXEC], letters[READ])
print(list(range(EXEC, READ)), list(range(rw)), "ab" * WRITE, [0] * EXEC)
print(sorted([READ, EXEC, WRITE, rw]), [f.name for f in sorted([READ, EXEC, WRITE, rw])])
print(bool(Flag(0, "NONE")), bool(EXEC), READ == 4, READ != 5)
print(int.__add__(READ, WRITE), int.__repr__(READ), int.__str__(int(rw)), str.__hash__("x") == hash("x"))
print(type(READ).__mro__)
print(hex(READ), bin(rw), oct(READ), abs(Flag(-3, "neg")), type(abs(Flag(-3, "neg"))).__name__)
print(READ.bit_length(), rw.numerator, rw.denominator, READ.real)

section("accumulate")
total = Meters(0.0)
for i in range(1, 40):
    total = total + Meters(i / 8)
    if i % 10 == 0:
        print(i, total, repr(total))
print(total, type(total).__name__)

counts = {}
for i in range(60):
    key = Flag(i % 7, "k%d" % (i % 7))
    counts[key] = counts.get(key, 0) + 1
print(sorted(counts.items()))
print([repr(k) for k in sorted(counts)][:3])

section("errors")
try:
    Meters("abc")
except ValueError as exc:
    print("ValueError:", exc)
try:
    Flag("12x", "bad")
except ValueError as exc:
    print("ValueError:", exc)
try:
    a.extra = 1
except AttributeError as exc:
    print("AttributeError:", type(exc).__name__)
print(Meters("2.5"), Flag("17", "parsed"), repr(Flag("17", "parsed")))
print(Meters(Meters(1.5)), type(Meters(Meters(1.5))).__name__)
