# int and float: as_integer_ratio, conjugate, hex, and the numeric attributes.
for n in [0, 5, -7, 2**70, True, False]:
    r = n.as_integer_ratio()
    print(n, r, type(r[0]).__name__, n.conjugate(), type(n.conjugate()).__name__, n.real, n.imag, n.numerator, n.denominator)
for d in [0.0, -0.0, 1.5, -2.25, 0.1, 1e300, 5e-324, 2.2250738585072014e-308, 123456.789, 1 / 3]:
    print(repr(d), d.as_integer_ratio(), d.hex(), d.conjugate(), d.real, d.imag)
print(float("inf").hex(), float("-inf").hex(), float("nan").hex())
for bad in [float("inf"), float("-inf"), float("nan")]:
    try:
        bad.as_integer_ratio()
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
n, d = (0.1).as_integer_ratio()
print(n / d == 0.1, d & (d - 1) == 0)
try:
    (5).as_integer_ratio(1)
except TypeError as e:
    print("TypeError", e)
