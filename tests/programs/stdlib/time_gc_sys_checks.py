import time
import gc
import sys

print(type(time.time()).__name__, type(time.time_ns()).__name__, type(time.monotonic()).__name__, type(time.monotonic_ns()).__name__)
print(type(time.perf_counter()).__name__, type(time.perf_counter_ns()).__name__, type(time.process_time()).__name__, type(time.process_time_ns()).__name__)
prev = time.monotonic()
prev_ns = time.monotonic_ns()
prev_pc = time.perf_counter()
ok = True
for i in range(2000):
    now = time.monotonic()
    now_ns = time.monotonic_ns()
    pc = time.perf_counter()
    if now < prev or now_ns < prev_ns or pc < prev_pc:
        ok = False
    prev, prev_ns, prev_pc = now, now_ns, pc
print("monotonic non-decreasing:", ok)
t0 = time.perf_counter()
time.sleep(0.01)
t1 = time.perf_counter()
print("sleep >= 9ms:", t1 - t0 >= 0.009)
time.sleep(0)
print("time sane:", time.time() > 1.6e9, time.time_ns() > 1.6e18, abs(time.time() - time.time_ns() / 1e9) < 5)
print("ns vs s:", abs(time.monotonic() - time.monotonic_ns() / 1e9) < 1)
c0 = time.process_time()
x = 0
for i in range(200000):
    x += i * i
c1 = time.process_time()
print("process_time advances:", c1 >= c0, x)
for bad in [lambda: time.sleep(-1), lambda: time.sleep(-0.5)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)

print("--- gc")
print(gc.isenabled())
gc.disable()
print(gc.isenabled())
gc.enable()
print(gc.isenabled())
n = gc.collect()
print(type(n).__name__, n >= 0)
class Node:
    def __init__(self):
        self.ref = None
for _ in range(100):
    a, b = Node(), Node()
    a.ref, b.ref = b, a
del a, b
print(type(gc.collect()).__name__, gc.collect(0) >= 0, gc.collect(generation=2) >= 0)

print("--- sys")
print(sys.version_info[:2] >= (3, 0), sys.version_info.major, type(sys.version).__name__, sys.maxsize == 2**63 - 1)
print(sys.byteorder in ("little", "big"), isinstance(sys.argv, list), type(sys.path).__name__, sys.platform.startswith("linux"))
print(sys.getrecursionlimit() > 0, "sys" in sys.modules, "time" in sys.modules, sys.modules["gc"] is gc)
print(sys.float_info.max, sys.float_info.epsilon, sys.float_info.dig, sys.float_info.mant_dig)
print(hasattr(sys, "int_info"), sys.implementation.name in ("cpython", "ember"))
print(type(sys.stdout).__name__ != "", sys.stdout.write("direct write\n"))
sys.stdout.write("no newline")
sys.stdout.write("\n")
print(sys.getsizeof(1) > 0 if hasattr(sys, "getsizeof") else True)
def deep(n):
    return 0 if n == 0 else 1 + deep(n - 1)
print(deep(500))
old = sys.getrecursionlimit()
sys.setrecursionlimit(old + 100)
print(sys.getrecursionlimit() == old + 100)
sys.setrecursionlimit(old)
try:
    sys.exit(3)
except SystemExit as e:
    print("SystemExit", e.code)
print("--- timing loop pattern (values hidden)")
timings = {}
for name, fn in [("sum", lambda: sum(range(10000))), ("sorted", lambda: sorted(range(5000, 0, -1))), ("join", lambda: "".join(map(str, range(3000))))]:
    start = time.perf_counter()
    r = fn()
    el = time.perf_counter() - start
    timings[name] = el
    print(name, type(r).__name__, el >= 0)
print(sorted(timings) == ["join", "sorted", "sum"], all(v < 10 for v in timings.values()))
print(time.perf_counter_ns() - time.perf_counter_ns() <= 0)
