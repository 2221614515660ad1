# functools.partial, wraps/update_wrapper and reduce in a small pipeline toolkit.
import functools
from functools import partial, reduce, wraps, update_wrapper

def power(base, exponent, *, mod=None):
    r = base ** exponent
    return r if mod is None else r % mod

square = partial(power, exponent=2)
cube = partial(power, exponent=3)
two_to = partial(power, 2)
print([square(n) for n in range(6)], [cube(n) for n in range(6)], [two_to(n) for n in range(8)])
print(square.func is power, square.args, square.keywords, two_to.args, two_to.keywords)
mod_pow = partial(power, mod=1000)
print(mod_pow(7, 10), mod_pow(3, 20, mod=7), mod_pow.keywords)
print(square(5, exponent=4))

# Nested partials flatten into one.
p1 = partial(power, 3)
p2 = partial(p1, mod=5)
print(p2(4), p2.func is power, p2.args, p2.keywords)
p3 = partial(partial(max, 1, 2), 3, key=lambda v: -v)
print(p3(0), p3.func is max, p3.args)

# partial objects are callables usable with map, sorted, etc.
int_from_bin = partial(int, base=2)
print(list(map(int_from_bin, ["1", "101", "1111", "100000"])))
print(sorted(["b10", "a2", "c1"], key=partial(lambda i, s: s[i:], 1)))
print(repr(partial(max, 1, "two", key=abs)))
try:
    partial("not callable")
except TypeError as e:
    print("TypeError:", e)

# reduce with and without an initial value.
print(reduce(lambda a, b: a * b, range(1, 11)))
print(reduce(lambda acc, w: acc + len(w), ["ab", "cde", "f"], 0))
print(reduce(lambda a, b: b + a, "stressed"))
def put(d, kv):
    d = dict(d)
    d[kv[0]] = kv[1]
    return d
print(reduce(put, [("x", 1), ("y", 2), ("x", 3)], {}))
print(reduce(max, [3, 9, 2]), reduce(lambda a, b: a, [], "empty"), reduce(lambda a, b: a, [42]))
for thunk in (lambda: reduce(lambda a, b: a, []), lambda: reduce(len, 7), lambda: reduce(max, [1], 0, 0)):
    try:
        thunk()
    except TypeError as e:
        print("TypeError:", e)

def compose(*fns):
    return reduce(lambda f, g: lambda x: g(f(x)), fns)
def pad(text, width, fill):
    return text.rjust(width, fill)
pipeline = compose(partial(power, exponent=2), str, partial(pad, width=6, fill="."))
print([pipeline(n) for n in (3, 12, 100)])

# Decorators that keep the wrapped function's identity.
call_log = []
def logged(prefix):
    def decorate(fn):
        @wraps(fn)
        def wrapper(*args, **kwargs):
            call_log.append("%s%s%r" % (prefix, fn.__name__, args))
            return fn(*args, **kwargs)
        return wrapper
    return decorate

def counted(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return fn(*args, **kwargs)
    wrapper.calls = 0
    return wrapper

@counted
@logged("> ")
def gcd(a, b):
    """Greatest common divisor."""
    while b:
        a, b = b, a % b
    return a

print(gcd(84, 36), gcd(17, 5), gcd(0, 9))
print(gcd.__name__, gcd.__doc__, gcd.__qualname__, gcd.calls)
print(gcd.__wrapped__.__name__, gcd.__wrapped__.__wrapped__(12, 18), call_log)

def source():
    "the source"
    return 1
source.version = 3
source.tags = ["a"]
def target():
    return 2
result = update_wrapper(target, source)
print(result is target, target.__name__, target.__doc__, target.version, target.tags is source.tags, target.__wrapped__ is source, target())

def bare():
    pass
update_wrapper(bare, source, assigned=("__name__",), updated=())
print(bare.__name__, bare.__doc__, hasattr(bare, "version"), bare.__wrapped__ is source)
print(functools.WRAPPER_ASSIGNMENTS, functools.WRAPPER_UPDATES)

# Class-based decorator using update_wrapper.
class Memo:
    def __init__(self, fn):
        self.fn = fn
        self.seen = {}
        update_wrapper(self, fn)
    def __call__(self, n):
        if n not in self.seen:
            self.seen[n] = self.fn(n)
        return self.seen[n]

@Memo
def tri(n):
    "Triangular numbers."
    return 0 if n == 0 else n + tri(n - 1)
print(tri(30), tri.__name__, tri.__doc__, len(tri.seen))
