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
