# Exact arithmetic with a hand-rolled rational type built on int/float.as_integer_ratio, numerator/denominator, real/imag and bit_length.
def gcd(a, b):
    while b:
        a, b = b, a % b
    return abs(a)


class Rational:
    def __init__(self, num, den=1):
        if den == 0:
            raise ZeroDivisionError("zero denominator")
        if den < 0:
            num, den = -num, -den
        g = gcd(num, den) or 1
        self.num = num // g
        self.den = den // g

    @classmethod
    def of(cls, x):
        n, d = x.as_integer_ratio()
        return cls(n, d)

    def __add__(self, o):
        return Rational(self.num * o.den + o.num * self.den, self.den * o.den)

    def __mul__(self, o):
        return Rational(self.num * o.num, self.den * o.den)

    def __eq__(self, o):
        return self.num == o.num and self.den == o.den

    def __float__(self):
        return self.num / self.den

    def __repr__(self):
        return f"{self.num}/{self.den}"


for x in [0.5, 0.1, -2.75, 3.0, 1e-3, 7, -12, True, 2 ** 70]:
    r = Rational.of(x)
    print(repr(x), r, x.numerator if isinstance(x, int) else "-", r.den.bit_length() - 1,
          x.real, x.imag, float(r) == x)

# naive float sum vs exact rational sum of 0.1 many times
naive = 0.0
exact = Rational(0)
tenth = Rational.of(0.1)
for i in range(500):
    naive += 0.1
    exact = exact + tenth
print(naive, naive == 50.0, exact.den.bit_length(), exact.num.bit_length(), float(exact))
print(Rational.of(naive) == exact, float(exact).is_integer(), (50.0).is_integer())

# int attributes used generically
vals = [0, 1, -1, 255, 2 ** 64 - 1, -(2 ** 63), 10 ** 20, False, True]
for v in vals:
    print(v, v.numerator, v.denominator, v.real, v.imag, v.bit_length(), v.bit_count(), v.as_integer_ratio())

# harmonic numbers exactly, checking denominators grow (hot loop)
h = Rational(0)
lens = []
for k in range(1, 120):
    h = h + Rational(1, k)
    if k % 20 == 0:
        lens.append((k, h.num.bit_length(), h.den.bit_length(), round(float(h), 6)))
print(lens)
pops = 0
for n in range(1, 2000):
    pops += n.bit_count() * (n.bit_length() & 3)
print(pops)
prod = Rational(1)
for k in range(2, 60):
    prod = prod * Rational(k * k - 1, k * k)
print(prod, float(prod))
try:
    Rational.of(float("nan"))
except ValueError as e:
    print("ValueError", e)
try:
    Rational(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
