import functools
from functools import reduce, partial, lru_cache, cache, wraps, cmp_to_key, total_ordering
import operator

print("--- reduce")
print(reduce(operator.add, [1, 2, 3, 4]), reduce(operator.add, [], 0), reduce(operator.mul, range(1, 8), 1))
print(reduce(lambda a, b: a + [b * 2], [1, 2, 3], []), reduce(max, [3, 9, 2]), reduce(operator.add, ["a"]))
print(reduce(lambda acc, kv: dict(acc, **{kv[0]: kv[1]}), [("a", 1), ("b", 2)], {}))
for bad in [lambda: reduce(operator.add, []), lambda: reduce(operator.add, 5), lambda: reduce(1, [1, 2])]:
    try:
        print(bad())
    except TypeError as e:
        print("TypeError", e)

print("--- partial")
def power(base, exp, *, mod=None):
    return pow(base, exp, mod) if mod else base ** exp
square = partial(power, exp=2)
cube = partial(power, exp=3)
two_to = partial(power, 2)
print(square(7), cube(3), two_to(10), two_to(exp=5), partial(power, mod=7)(3, 4))
print(square.func is power, square.args, square.keywords, two_to.args, two_to.keywords)
nested = partial(partial(power, 3), mod=5)
print(nested(4), nested.func is power, nested.args, nested.keywords)
p = partial(sorted, key=len)
print(p(["ccc", "a", "bb"]), p(["ccc", "a", "bb"], reverse=True), p(["x", "yy"], key=lambda s: -len(s)))
print(repr(partial(max, 1, 2))[:30].startswith("functools.partial("), repr(partial(int, base=2)).endswith(", base=2)"))
basetwo = partial(int, base=2)
basetwo.__doc__ = "Convert base 2 string to an int."
print(basetwo("10010"), basetwo.__doc__)
try:
    partial()
except TypeError as e:
    print("TypeError", e)
try:
    partial(5)
except TypeError as e:
    print("TypeError", e)
class Calc:
    def add(self, a, b):
        return a + b
add10 = partial(Calc().add, 10)
print(add10(5), list(map(partial(operator.mul, 3), range(5))))

print("--- lru_cache")
calls = []
@lru_cache(maxsize=3)
def sq(n):
    calls.append(n)
    return n * n
for n in [1, 2, 3, 1, 4, 2, 5, 1, 1, 3]:
    sq(n)
print(calls, sq.cache_info())
print(sq.cache_info().hits, sq.cache_info().misses, sq.cache_info().maxsize, sq.cache_info().currsize)
sq.cache_clear()
print(sq.cache_info(), sq(9), sq.cache_info())
@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(90), fib.cache_info())
@lru_cache
def f_nocall(x, y=1):
    return (x, y)
print(f_nocall(1), f_nocall(1, 2), f_nocall(1, y=2), f_nocall(x=1, y=2), f_nocall.cache_info())
@lru_cache(maxsize=10, typed=True)
def typed(x):
    return type(x).__name__
print(typed(1), typed(1.0), typed(True), typed.cache_info(), typed.cache_parameters())
@lru_cache(maxsize=0)
def nocache(x):
    return x
nocache(1); nocache(1)
print(nocache.cache_info())
try:
    sq([1, 2])
except TypeError as e:
    print("TypeError", e)
@cache
def ways(n):
    return 1 if n <= 1 else ways(n - 1) + ways(n - 2)
print(ways(50), ways.cache_info().currsize, ways.__wrapped__(5), ways.__name__)

print("--- wraps")
def trace(fn):
    @wraps(fn)
    def wrapper(*a, **k):
        "wrapper doc"
        return ("traced", fn(*a, **k))
    return wrapper
@trace
def greet(name: str) -> str:
    """Say hello."""
    return "hi " + name
print(greet("bob"), greet.__name__, greet.__doc__, greet.__wrapped__("x"))
print(greet.__qualname__, greet.__module__ == __name__)
def plain():
    pass
w = functools.update_wrapper(lambda: None, plain)
print(w.__name__, w.__wrapped__ is plain)
print(functools.WRAPPER_ASSIGNMENTS, functools.WRAPPER_UPDATES)

print("--- cmp_to_key")
def by_len_then_rev(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a < b) - (a > b)
words = ["pear", "fig", "apple", "kiwi", "date", "banana", "yam"]
print(sorted(words, key=cmp_to_key(by_len_then_rev)))
print(max(words, key=cmp_to_key(by_len_then_rev)), min(words, key=cmp_to_key(by_len_then_rev)))
K = cmp_to_key(lambda a, b: a - b)
print(K(1) < K(2), K(2) == K(2), K(3) >= K(4), K(5) > K(1), K(1) <= K(1))
def largest_number(nums):
    strs = sorted(map(str, nums), key=cmp_to_key(lambda a, b: (b + a > a + b) - (b + a < a + b)))
    return "".join(strs)
print(largest_number([3, 30, 34, 5, 9]), largest_number([10, 2]), largest_number([121, 12]))
