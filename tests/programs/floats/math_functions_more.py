# math: inverse and hyperbolic functions, log1p/expm1/cbrt/exp2, degrees/radians, fmod/modf/frexp/ldexp, gcd/lcm/factorial/comb/perm; results bit-identical to CPython's
import math
xs = [0.0, -0.0, 0.5, -0.5, 0.99, 1.0, 2.0, 10.0, 1e-300, 5e-324, 1e300, float("inf"), float("-inf"), float("nan")]
for name in ["asin", "acos", "asinh", "acosh", "atanh", "sinh", "cosh", "tanh", "log1p", "expm1", "degrees", "radians", "cbrt", "exp2"]:
    row = []
    for x in xs:
        try:
            row.append(repr(getattr(math, name)(x)))
        except (ValueError, OverflowError) as e:
            row.append(type(e).__name__)
    print(name, " ".join(row))
for x in xs + [3.75, -7.25, 2.0 ** 60, 123456.789]:
    print(repr(x), math.modf(x), math.frexp(x))
for x, e in [(1.0, 1), (0.75, 1024), (1.5, -1074), (1.0, -1075), (3.0, -1075), (1.0, 1024), (1e-310, 50), (5e-324, 1074), (1.0, -2000), (0.0, 5), (-2.5, 3), (1.0, 10**20)]:
    try:
        print(x, e, repr(math.ldexp(x, e)))
    except OverflowError as err:
        print(x, e, "OverflowError", err)
for a, b in [(7.5, 2), (-7.5, 2), (7.5, -2), (1, float("inf")), (5, 3), (-0.0, 1.0)]:
    print(a, b, repr(math.fmod(a, b)))
for bad in [lambda: math.fmod(1.0, 0.0), lambda: math.fmod(float("inf"), 1.0)]:
    try:
        bad()
    except ValueError as e:
        print("ValueError", e)
print(math.gcd(), math.gcd(12, 18), math.gcd(-12, 18, 30), math.gcd(2**100, 2**60 * 3), math.lcm(), math.lcm(4, 6), math.lcm(-4, 6, 10), math.lcm(0, 5))
print([math.factorial(n) for n in range(12)], math.factorial(30))
print(math.comb(10, 3), math.comb(5, 7), math.comb(50, 25), math.perm(5), math.perm(5, 2), math.perm(5, 7), math.perm(30, 10), math.comb(100, 0))
for bad in [lambda: math.factorial(-1), lambda: math.factorial(2.0), lambda: math.comb(-1, 2), lambda: math.comb(3, -1), lambda: math.gcd(1.5), lambda: math.comb(3)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
