# import math / time (and from-import): the functions the benchmarks use
import math
import time as t
from math import sqrt, pi as PI


def norm(x, y):
    import math as m
    return m.sqrt(x * x + y * y)


print(math.sqrt(2), sqrt(16), PI, math.e, math.inf, -math.inf, math.pi == PI)
print(math.sin(0.5), math.cos(0.5), math.atan2(1, -1), math.floor(-2.5), math.ceil(2.1), math.floor(7))
print(math.isqrt(10**30 + 5), math.fabs(-3), math.exp(1), math.log(100), math.log(8, 2), math.log(10**400))
print(norm(3, 4), type(math.floor(2.5)), math.isnan(float("nan")), math.isinf(math.inf), math.hypot(5, 12))
start = t.perf_counter()
total = 0
for i in range(1000):
    total += i
elapsed = t.perf_counter() - start
print(total, elapsed >= 0.0, t.time() > 1.6e9, type(t.perf_counter()))
