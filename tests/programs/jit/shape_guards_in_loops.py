# Shape guards of objects a loop reads but does not reshape leave the loop (and a
# guard repeated after an instruction that may raise is dropped): objects whose
# shape differs from one call to the next, objects reshaped inside the loop by a
# store or a call, and raises between two reads of one object.
import math


class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def pull(a, items, dt):
    total = 0.0
    for b in items:
        dx = a.x - b.x
        d = math.sqrt(dx * dx + 1.0)
        b.y += dt * d
        a.y -= dt * (a.x - d)
        total += a.y
    return total


def reshape_inside(a, n):
    total = 0
    for i in range(n):
        total += a.x
        if i == n // 2:
            a.extra = i
        total += a.x
    return total, a.extra


def reshape_by_delete(a, n):
    total = 0
    for i in range(n):
        total += a.x
        if i == n // 2:
            del a.x
            a.x = 1000
    return total


def grow(a, i):
    setattr(a, "attr%d" % (i % 3), i)


def reshape_by_call(a, n):
    total = 0
    for i in range(n):
        total += a.x
        grow(a, i)
        total += a.x
    return total, sorted(vars(a))


def raising_between(a, n):
    total = 0
    for i in range(n):
        total += a.x
        try:
            total += 10 // (i % 4)
        except ZeroDivisionError:
            total -= 1
        total += a.x
    return total


items = [P(float(i), 0.0) for i in range(8)]
a = P(3.0, 1.0)
for _ in range(200):
    pull(a, items, 0.001)
print(round(pull(a, items, 0.001), 6), round(items[3].y, 6), round(a.y, 6))

# The same loop with an outer object of another shape: the guard before the loop fails.
odd = P(2.0, 5.0)
odd.z = 1
print(round(pull(odd, items, 0.001), 6), round(odd.y, 6))
b = P(1.0, 1.0)
del b.y
b.y = 4.0
print(round(pull(b, items, 0.001), 6))

for _ in range(30):
    reshape_inside(P(1, 2), 100)
print(reshape_inside(P(5, 2), 1000))
for _ in range(30):
    reshape_by_delete(P(1, 2), 100)
print(reshape_by_delete(P(5, 2), 1000))
for _ in range(30):
    reshape_by_call(P(1, 2), 50)
print(reshape_by_call(P(7, 2), 500))
for _ in range(30):
    raising_between(P(1, 2), 100)
print(raising_between(P(3, 2), 1000))
