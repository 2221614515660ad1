# Durations, money and checksums: divmod chains (negative and float operands), round() half-even and negative ndigits, pow() with negative/float/modular exponents.
def hms(seconds):
    sign = "-" if seconds < 0 else ""
    m, s = divmod(abs(seconds), 60)
    h, m = divmod(m, 60)
    d, h = divmod(h, 24)
    return f"{sign}{d}d{h:02}:{m:02}:{s:02}" if isinstance(s, int) else f"{sign}{d:.0f}d{h:02.0f}:{m:02.0f}:{s:06.3f}"


for t in [0, 59, 60, 3599, 3600, 86399, 86400, 90061, -90061, 1234567, 3661.5, 59.9999, 2 ** 40]:
    print(t, hms(t), divmod(t, 7), divmod(-t, 7) if t else None)

print([divmod(a, b) for a, b in [(7, -3), (-7, 3), (-7, -3), (7.5, -2), (-7.5, 2), (0.0, -1), (1e300, 1e-300)]])
print(divmod(-0.0, 1), divmod(5, float("inf")), divmod(-5, float("inf")), divmod(True, 2))

# banker's rounding when splitting bills
amounts = [0.125, 0.375, 2.5, 3.5, -2.5, 1.005, 2.675, 12345.6789, 0.5, 1.5]
for a in amounts:
    print(a, round(a), round(a, 2), round(a, 1), round(a, -1), round(a, 0))
for n in [1234567, -1250, 1350, 25, 35, -35, 10 ** 20 + 5]:
    print(n, round(n, -1), round(n, -2), round(n, -3), round(n, 2), type(round(n, -1)).__name__)
print(round(float("inf"), 2), round(-0.0), round(-0.4), round(0.5e-300, 300), round(123456.5, -3), round(-98765.4321, -2))

# split total cents among people fairly; verify sums (hot loop)
mismatch = 0
leftovers = 0
for total in range(1, 500):
    people = total % 7 + 1
    share, rest = divmod(total * 3, people)
    parts = [share + (1 if i < rest else 0) for i in range(people)]
    if sum(parts) != total * 3:
        mismatch += 1
    leftovers += rest
    fl = round(total / people, 2)
    if abs(fl * people - total) > people * 0.005 + 1e-9:
        mismatch += 1
print(mismatch, leftovers)

# pow: modular inverses, negative exponents and float powers
P = 1_000_000_007
acc = 1
for k in range(1, 300):
    inv = pow(k, -1, P)
    assert k * inv % P == 1
    acc = (acc * inv + pow(k, k, P)) % P
print(acc, pow(3, 200, 10 ** 9), pow(-3, 3, 7), pow(3, -2), pow(-2, -3), pow(2, 0.5), pow(0, 0), pow(0.0, 0))
print(pow(2, 100), pow(-8, 1 / 3) if False else pow(8, 1 / 3), pow(10, -2), 2 ** -1, (-2) ** 2, -2 ** 2)
for args in [(0, -1), (2, -1, 4), (2, 3, 0), (2.0, 3, 5), (0.0, -1.0)]:
    try:
        print(pow(*args))
    except (ZeroDivisionError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
for bad in [lambda: divmod(1, 0), lambda: divmod(1.0, 0.0), lambda: divmod("a", 1), lambda: round(1.5, 1.0), lambda: round("x")]:
    try:
        print(bad())
    except (ZeroDivisionError, TypeError) as e:
        print(type(e).__name__, e)
