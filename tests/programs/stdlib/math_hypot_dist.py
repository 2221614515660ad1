# math.hypot (any number of arguments) and math.dist: CPython rounds these
# correctly all but very rarely; ember computes them exactly. Hex shows every bit.
import math
import random

rng = random.Random(2024)
for i in range(300):
    n = rng.choice([1, 2, 2, 3, 4, 7])
    xs = [rng.uniform(-1e3, 1e3) * 10.0 ** rng.randint(-12, 12) for _ in range(n)]
    ys = [rng.uniform(-1e3, 1e3) for _ in range(n)]
    print(i, n, math.hypot(*xs).hex(), math.dist(xs, ys).hex())

inf, nan = math.inf, math.nan
cases = [(), (-3,), (3, 4), (0.0, -0.0), (1e308, 1e308), (1.7e308, 1.7e308), (5e-324, 5e-324),
         (3e-320, 4e-320), (1e-310, 1e300), (1, True), (inf, nan), (nan, 1.0), (-inf,), (2 ** 60, 1),
         tuple(range(1, 101)), (1e-200,) * 9]
for c in cases:
    print(len(c), repr(math.hypot(*c)))
print(math.dist((1, 2), (4, 6)), math.dist([1.5, -2], (0, 0)), math.dist((), ()), math.dist(iter([3]), [7]))
for args in [((1,), (1, 2)), ((1, "a"), (1, 2)), (1, 2)]:
    try:
        math.dist(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    math.hypot("a")
except TypeError as e:
    print(type(e).__name__, e)
