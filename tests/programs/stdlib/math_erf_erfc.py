import math, random
random.seed(7)
xs = [0.0, -0.0, 1e-300, 0.5, -0.5, 1.0, 2.0, 3.5, 6.0, 27.0, -27.0, float("inf"), float("-inf")] + [random.uniform(-6, 6) for _ in range(400)]
print(sum(math.erf(x) for x in xs), sum(math.erfc(x) for x in xs))
print([math.erf(x) for x in xs[:13]], [math.erfc(x) for x in xs[:13]])
print(math.isnan(math.erf(float("nan"))), [repr(math.erfc(x)) for x in xs[13:40]])
