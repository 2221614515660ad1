# erf and erfc are the C library's, on CPython as on ember; the last bits may differ
# between machines' libraries, so this prints 12 significant digits.
import math, random
random.seed(7)
xs = [0.0, -0.0, 1e-300, 0.5, -0.5, 1.0, 2.0, 3.5, 6.0, 27.0, -27.0, float("inf"), float("-inf")] + [random.uniform(-6, 6) for _ in range(400)]
g = lambda v: "%.12g" % v
print(g(sum(math.erf(x) for x in xs)), g(sum(math.erfc(x) for x in xs)))
print([g(math.erf(x)) for x in xs[:13]], [g(math.erfc(x)) for x in xs[:13]])
print(math.isnan(math.erf(float("nan"))), [g(math.erfc(x)) for x in xs[13:40]])
