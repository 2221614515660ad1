# functools.lru_cache and cache: eviction order, statistics, typed keys, keyword
# arguments, recursion and methods.
import functools
from functools import lru_cache, cache

trace = []

@lru_cache(maxsize=3)
def load(page):
    trace.append(page)
    return "page-%s" % page

requests = [1, 2, 3, 1, 4, 1, 2, 5, 3, 3, 4, 1, 6, 2, 2, 7, 1]
for r in requests:
    load(r)
    info = load.cache_info()
    print("req %d -> hits=%d misses=%d size=%d" % (r, info.hits, info.misses, info.currsize))
print("loaded:", trace)
print(load.cache_info(), load.cache_parameters())
load.cache_clear()
print(load.cache_info())

info = load.cache_info()
print(type(info).__name__, info[0], info[2], len(info), list(info), info == (0, 0, 3, 0))
hits, misses, maxsize, currsize = info
print(hits, misses, maxsize, currsize, info._replace(hits=10), info._asdict())

@lru_cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print([fib(n) for n in range(15)], fib(150))
print(fib.cache_info())

@cache
def partitions(n, largest):
    if n == 0:
        return 1
    if n < 0 or largest == 0:
        return 0
    return partitions(n - largest, largest) + partitions(n, largest - 1)
print([partitions(n, n) for n in range(1, 30)])
print(partitions.cache_info(), partitions.cache_parameters())

# Keyword arguments are part of the key, in the order given.
calls = []
@lru_cache(maxsize=None)
def area(w, h=1, *, unit="m"):
    calls.append((w, h, unit))
    return "%d%s2" % (w * h, unit)
print(area(2, 3), area(2, 3), area(2, h=3), area(h=3, w=2), area(w=2, h=3), area(2, 3, unit="cm"))
print(len(calls), area.cache_info())

# typed=True separates 1, 1.0 and True.
@lru_cache(maxsize=10, typed=True)
def kind(x):
    return type(x).__name__
print(kind(1), kind(1.0), kind(True), kind(1), kind.cache_info())
@lru_cache(maxsize=10)
def untyped(x):
    return type(x).__name__
print(untyped(1), untyped(1.0), untyped(True), untyped.cache_info())

# maxsize 0 and negative never store; maxsize given positionally.
@lru_cache(0)
def never(x):
    return x * 2
print(never(4), never(4), never.cache_info())
@lru_cache(maxsize=-1)
def neg(x):
    return x
print(neg(1), neg(1), neg.cache_info())

# Unhashable arguments raise before anything is counted.
try:
    load([1, 2])
except TypeError as e:
    print("TypeError:", e)
print(load.cache_info())
try:
    lru_cache(maxsize="big")
except TypeError as e:
    print("TypeError:", e)

# The wrapper looks like the wrapped function.
@lru_cache(maxsize=32)
def documented(a, b):
    """Add two numbers slowly."""
    return a + b
print(documented.__name__, documented.__doc__, documented.__wrapped__(2, 3), documented(2, 3))

# Methods: the cache is shared by all instances (self is part of the key).
class Grid:
    def __init__(self, n):
        self.n = n
    @lru_cache(maxsize=None)
    def paths(self, r, c):
        if r == 0 or c == 0:
            return 1
        return self.paths(r - 1, c) + self.paths(r, c - 1)
g = Grid(5)
print(g.paths(5, 5), g.paths(10, 10), Grid.paths.cache_info())

# An exception is not cached.
attempts = []
@lru_cache(maxsize=4)
def flaky(x):
    attempts.append(x)
    if len(attempts) < 3:
        raise ValueError("try again")
    return x
for i in range(4):
    try:
        print("flaky ->", flaky(7))
    except ValueError as e:
        print("ValueError:", e)
print(attempts, flaky.cache_info())

# Heavy use: Collatz lengths with a bounded cache.
@lru_cache(maxsize=256)
def collatz(n):
    if n == 1:
        return 1
    return 1 + collatz(n // 2 if n % 2 == 0 else 3 * n + 1)
best = max(range(1, 3000), key=collatz)
print(best, collatz(best), collatz.cache_info())
