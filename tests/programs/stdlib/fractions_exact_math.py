from fractions import Fraction as F
import math

print(F(3, 4), F(6, 8), F(-6, 8), F(6, -8), F(0, 5), F(5), F(), repr(F(1, 3)))
print(F("3/7"), F(" -12/16 "), F("1.25"), F("-0.125"), F("1e-3"), F("2.5e2"), F("7"), F(" +3 "))
print(F(0.5), F(0.1), F(1.1).limit_denominator(10), F(math.pi).limit_denominator(1000), F(math.pi).limit_denominator(100000))
print(F(3, 4).numerator, F(3, 4).denominator, F(-3, 4).as_integer_ratio(), F(5).is_integer() if hasattr(F, "is_integer") else "")
print(F(F(1, 2), F(1, 3)), F(F(2, 3)), F(2.5), F(True), F(10**30, 3 * 10**29))
a, b = F(1, 3), F(1, 6)
print(a + b, a - b, a * b, a / b, a // b, a % b, -a, +a, abs(F(-2, 7)), a ** 2, a ** -2, F(4, 9) ** F(1, 2), F(-8, 27) ** 3)
print(a + 1, 1 + a, a * 3, 2 / a, a - 0.5, 0.5 + a, a == F(2, 6), a == 1 / 3, F(1, 2) == 0.5, F(3) == 3)
print(a < b, a > b, a <= F(1, 3), F(1, 2) < 0.6, 1 < F(3, 2), sorted([F(2, 3), F(1, 2), F(3, 4), 0.6, 1]))
print(divmod(F(7, 2), F(2, 3)), divmod(F(-7, 2), 2), F(7, 2) % -1, round(F(7, 2)), round(F(5, 2)), round(F(-5, 2)), round(F(22, 7), 2), round(F(1234, 1), -2))
print(math.floor(F(-7, 2)), math.ceil(F(-7, 2)), math.trunc(F(-7, 2)), int(F(7, 2)), float(F(1, 8)), bool(F(0)), bool(F(1, 9)))
print(hash(F(1, 2)) == hash(0.5), hash(F(4, 2)) == hash(2), len({F(1, 2), 0.5, F(2, 4)}))
print(F(1, 3).__floor__(), F(10, 4).limit_denominator(1), F(1, 7).limit_denominator(5), F(99, 100).limit_denominator(10))
print(format(F(1, 3), "") if False else str(F(1, 3)), f"{float(F(2, 3)):.5f}", "{}".format(F(5, 10)))

errs = [lambda: F(1, 0), lambda: F("1/0"), lambda: F("abc"), lambda: F("1/2.5"), lambda: F(float("inf")), lambda: F(float("nan")),
        lambda: F(1, 2) / 0, lambda: F(1.5, 2), lambda: F([1]), lambda: F(1).limit_denominator(0), lambda: F(0) ** -1]
for e in errs:
    try:
        print(e())
    except Exception as ex:
        print(type(ex).__name__, ex)

print("--- harmonic numbers")
h = F(0)
for n in range(1, 21):
    h += F(1, n)
    if n % 4 == 0:
        print(n, h, round(float(h), 10))
print("--- egyptian fractions")
def egyptian(fr):
    out = []
    while fr.numerator:
        d = -(-fr.denominator // fr.numerator)
        out.append(F(1, d))
        fr -= F(1, d)
    return out
for fr in [F(4, 13), F(6, 7), F(5, 121), F(2, 3), F(1, 1)]:
    parts = egyptian(fr)
    print(fr, "=", " + ".join(map(str, parts)), sum(parts) == fr)
print("--- continued fraction")
def cf(fr):
    terms = []
    while True:
        q = fr.numerator // fr.denominator
        terms.append(q)
        fr -= q
        if fr == 0:
            return terms
        fr = 1 / fr
print(cf(F(415, 93)), cf(F(649, 200)), cf(F(-7, 3)), cf(F(math.sqrt(2)).limit_denominator(10**6)))
def convergents(terms):
    out = []
    for i in range(1, len(terms) + 1):
        v = F(terms[i - 1])
        for t in reversed(terms[:i - 1]):
            v = t + 1 / v
        out.append(v)
    return out
print(convergents([1, 2, 2, 2, 2, 2, 2]))
print("--- bernoulli numbers")
def bernoulli(n):
    A = [F(0)] * (n + 1)
    for m in range(n + 1):
        A[m] = F(1, m + 1)
        for j in range(m, 0, -1):
            A[j - 1] = j * (A[j - 1] - A[j])
    return A[0]
print([str(bernoulli(i)) for i in range(0, 16)])
print("--- matrix inverse exact")
M = [[F(2), F(1), F(1)], [F(1), F(3), F(2)], [F(1), F(0), F(0)]]
n = len(M)
aug = [row[:] + [F(int(i == j)) for j in range(n)] for i, row in enumerate(M)]
for c in range(n):
    piv = next(r for r in range(c, n) if aug[r][c] != 0)
    aug[c], aug[piv] = aug[piv], aug[c]
    pv = aug[c][c]
    aug[c] = [x / pv for x in aug[c]]
    for r in range(n):
        if r != c and aug[r][c] != 0:
            f = aug[r][c]
            aug[r] = [x - f * y for x, y in zip(aug[r], aug[c])]
for row in aug:
    print([str(x) for x in row[n:]])
print(sum(F(1, 2 ** k) for k in range(1, 30)), F(1) - sum(F(1, 2 ** k) for k in range(1, 30)))
