# Calls of small known functions are inlined into their compiled callers. A guard
# failing inside the inlined code leaves for the interpreter in the callee's frame,
# which finishes the callee and hands its result (or exception) to the caller's
# frame at the call. Side effects made before the failing guard happen once.


def add(a, b):
    return a + b


def twice(x):
    return add(x, x)


def sum_of(items):
    total = 0
    for x in items:
        total = add(total, x)
    return total


# The argument types change mid-loop: int, float, big int, str.
print(sum_of(list(range(1000))))
print(sum_of([1, 2.5, 3]))
print(sum_of([2**62, 2**62, 1]))
try:
    print(sum_of([1, "x"]))
except TypeError as e:
    print("TypeError:", e)


def record(log, x):
    log.append(x)
    return x * 2 + 1


def logged(items):
    log = []
    total = 0
    for x in items:
        total += record(log, x)
    return total, len(log), log[-3:]


# The append happens before the multiplication that deopts on a float or overflow.
print(logged(list(range(500))))
print(logged(list(range(300)) + [1.5, 2, 2**62]))


LIMIT = 10


def clamp(v):
    if v > LIMIT:
        return LIMIT
    return v


def clamped(n):
    out = 0
    for i in range(n):
        out += clamp(i)
    return out


print(clamped(100))
LIMIT = 50  # the global guard inside the inlined clamp fails
print(clamped(100))


def first(xs):
    return xs[0]


def firsts(rows):
    s = 0
    for r in rows:
        s += first(r)
    return s


print(firsts([[i] for i in range(400)]))
try:
    firsts([[1], [2], []])
except IndexError as e:
    print("IndexError:", e)


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def norm1(p):
    return abs(p.x) + abs(p.y)


def total_norm(points):
    t = 0
    for p in points:
        t += norm1(p)
    return t


pts = [Point(i, -i) for i in range(300)]
print(total_norm(pts))
odd = Point(1, 2)
odd.z = 3  # another shape
pts.append(odd)
pts.append(Point(0.5, 1.5))
print(total_norm(pts))


def inner(x):
    return x + 1


def middle(x):
    return inner(x) * 2


def outer_loop(n):
    t = 0
    for i in range(n):
        t += middle(i)
    return t


print(outer_loop(1000))
print(outer_loop(3))


def pick(flag, a, b):
    if flag:
        return a
    return b


def picks(n):
    s = 0
    for i in range(n):
        s += pick(i % 2 == 0, i, -i)
    return s


print(picks(1000))
print(twice(21), twice("ab"), twice([1]))


# Method calls whose cache saw one class are inlined behind a test of the
# receiver's class and shape and of the class's version.
class Counter:
    def __init__(self):
        self.n = 0

    def bump(self, k):
        self.n += k
        return self.n


class OtherCounter(Counter):
    def bump(self, k):
        self.n -= k
        return self.n


def bump_all(counters, k):
    last = 0
    for c in counters:
        last = c.bump(k)
    return last


cs = [Counter() for _ in range(300)]
print(bump_all(cs, 2), bump_all(cs, 3))
cs.append(OtherCounter())  # another class: the receiver test fails
print(bump_all(cs, 1))
odd = Counter()
odd.extra = 1  # another shape
print(bump_all([odd] * 3 + cs[:3], 5))
shadow = Counter()
shadow.bump = lambda k: -k  # an instance attribute shadows the method
print(bump_all(cs[:5] + [shadow], 7))


def new_bump(self, k):
    self.n += 100 * k
    return self.n


Counter.bump = new_bump  # the class's version changes
print(bump_all(cs[:300], 1))


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def dot(self, other):
        return self.x * other.x + self.y * other.y

    def scaled(self, k):
        return Vec(self.x * k, self.y * k)


def dots(vs):
    s = 0
    for v in vs:
        s += v.dot(v.scaled(2))
    return s


vs = [Vec(i, i + 1) for i in range(200)]
print(dots(vs))
vs.append(Vec(0.5, 2**61))
print(dots(vs))


# `__init__` of a class call is inlined: the instance is made, the body runs inline.
class Pair:
    def __init__(self, a, b):
        self.a = a
        self.b = b + 1


def pairs(n):
    s = 0
    for i in range(n):
        p = Pair(i, i * 2)
        s += p.a + p.b
    return s


print(pairs(500))
print(pairs(3))


class Checked:
    def __init__(self, v):
        self.v = 100 // v


def checked(values):
    out = []
    for v in values:
        out.append(Checked(v).v)
    return out


print(sum(checked(list(range(1, 300)))))
try:
    checked([5, 4, 0, 2])
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
print(checked([1.5, 2**70, 4]))


class Weird:
    def __init__(self, v):
        self.v = v
        if v == 7:
            return v  # TypeError, as CPython raises


def weird(n):
    t = 0
    for i in range(n):
        t += Weird(i).v
    return t


print(weird(5))
try:
    weird(20)
except TypeError as e:
    print("TypeError", e)


# Three levels of inlined frames: a guard failing in the innermost rebuilds all
# four interpreter frames.
def level3(x):
    return x + 1


def level2(x):
    return level3(x) * 2


def level1(x):
    return level2(x) - 3


def deep(values):
    out = 0
    for v in values:
        out += level1(v)
    return out


print(deep(list(range(500))))
print(deep(list(range(300)) + [0.5, 2**62, -1]))
try:
    deep([1, 2, "x"])
except TypeError as e:
    print("TypeError", e)


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


print(fib(20), fib(15.0))
