import math, time, gc
def show(f):
    try:
        return f()
    except Exception as e:
        return "%s: %s" % (type(e).__name__, e)
vals = [0.1] * 10 + [1e100, 1.0, -1e100] + [1e-16] * 7
cases = [vals, [], [1e308, 1e308, -1e308], [-0.0], [0.1, 0.2, 0.3], [2.0**-1074, 2.0**-1074], [1.0, 2.0**-53, 2.0**-53],
         range(10), [float("inf"), 1.0], [float("inf"), float("-inf")], [1e308, 1e308], [float("nan"), 1.0], [1e16, 1.0, 1e-16],
         [0.1 * i for i in range(1000)], [(-1) ** i / (i + 1) for i in range(10000)], [1.7976931348623157e308, -1e292, 1e292]]
for c in cases:
    print(show(lambda: math.fsum(c)), show(lambda: sum(c)))
print(math.isclose(1.0, 1.0 + 1e-10), math.isclose(1.0, 1.1), math.isclose(0.0, 1e-12, abs_tol=1e-9), math.isclose(float("inf"), float("inf")), show(lambda: math.isclose(1, 1, rel_tol=-1)))
print(math.prod([1, 2, 3, 4]), math.prod([]), math.prod([1.5, 2]), math.prod(range(1, 20), start=2), math.prod(["ab"], start=3))
print(math.nextafter(1.0, 2.0), math.nextafter(0.0, -1.0), math.ulp(1.0), math.ulp(0.0), math.ulp(1e300), math.ulp(float("inf")), math.remainder(10, 3), math.remainder(-7.5, 2), show(lambda: math.remainder(1, 0)))
print(type(time.time_ns()).__name__, time.perf_counter_ns() >= 0, time.process_time() >= 0, time.sleep(0.01), show(lambda: time.sleep(-1)))
print(gc.isenabled(), gc.disable(), gc.isenabled(), gc.enable(), gc.isenabled(), gc.collect())
