from fractions import Fraction as F
import math
vals = [F(1, 3), F(-6, 4), F(5), F("3/7"), F(" -1.25 "), F("2e-3"), F(0.75), F(F(2, 3), F(4, 5)), F("7"), F(10**20, 3)]
print(vals)
print([str(v) for v in vals], [float(v) for v in vals])
a, b = F(1, 3), F(3, 4)
print(a + b, a - b, a * b, a / b, a // b, a % b, divmod(b, a), a ** 2, a ** -2, b ** F(2), 2 ** F(3), F(4) ** 0.5)
print(a + 1, 1 + a, a * 3, 3 - a, 1 / a, a + 0.5, 0.5 * a, a == F(2, 6), a == 1 / 3, a < b, b >= 0.75, F(1, 2) == 0.5, a != b)
print(abs(F(-3, 4)), -a, +a, int(F(-7, 2)), math.trunc(F(-7, 2)), math.floor(F(-7, 2)), math.ceil(F(-7, 2)), round(F(5, 2)), round(F(7, 2)), round(F(22, 7), 2), round(F(1234, 1), -2))
print(hash(F(1, 2)) == hash(0.5), hash(F(3)) == hash(3), hash(F(1, 3)), hash(F(-1, 3)), hash(F(2**64, 7)), {F(1, 2): "half"}[0.5])
print(F(3.141592653589793).limit_denominator(1000), F("3.141592653589793").limit_denominator(100), F(1, 3).limit_denominator(2), F.from_float(0.1), F(0.1).as_integer_ratio())
print(sorted([F(1, 2), 0.25, 1, F(-1, 3)]), sum([F(1, n) for n in range(1, 11)]), max(F(1, 2), F(2, 3)), bool(F(0)), F(3, 6).numerator, F(3, 6).denominator)
for bad in [lambda: F(1, 0), lambda: F("abc"), lambda: F(1) / 0, lambda: F(1.5, 2), lambda: F([1]), lambda: F("1/0")]:
    try: print(bad())
    except Exception as e: print(type(e).__name__, e)
