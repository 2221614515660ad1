# Attribute reads that compiled loops move before the loop: a slot of an object
# made outside the loop that no store in the loop writes (stores to other slots,
# of this object or another that may be it, do not change it). Each case checks
# the answer where hoisting would be wrong: the object stored to is the one read,
# the slot read is written through another name, a call changes the attribute,
# the value is not a float (the guard before the loop deopts), the loop runs no
# turn, and the attribute is replaced between calls.

WARM = 300


class Body:
    def __init__(self, x, vx, mass):
        self.x = x
        self.y = x * 2.0
        self.vx = vx
        self.vy = 0.0
        self.mass = mass


def pull(a, bodies):
    # a.x, a.y and a.mass are read on every turn and never written here.
    for b in bodies:
        d = a.x - b.x + (a.y - b.y)
        b.vx += d * a.mass
        a.vx -= d * b.mass
    return a.vx


def pull_self(a, n):
    # b is a itself: a.vx is written and read through the same name.
    b = a
    for _ in range(n):
        b.vx += a.x * 0.5
        a.vy = a.vx + a.mass
    return a.vx, a.vy


def drift(a, n):
    # The slot read is written through another name for the same object.
    other = a
    total = 0.0
    for _ in range(n):
        total += a.x
        other.x = other.x + 1.0
    return total, a.x


def nudge(b):
    b.mass = b.mass + 1.0


def with_call(a, n):
    total = 0.0
    for _ in range(n):
        total += a.mass
        nudge(a)
    return total


def bodies_of(k):
    return [Body(float(i), 0.5 * i, 1.0 + i) for i in range(k)]


for _ in range(WARM):
    pull(Body(1.0, 0.0, 2.0), bodies_of(4))
    pull_self(Body(1.0, 0.0, 2.0), 5)
    drift(Body(0.5, 0.0, 1.0), 5)
    with_call(Body(0.5, 0.0, 1.0), 5)

a = Body(1.0, 0.0, 2.0)
print("pull", pull(a, bodies_of(6)), a.vx)
print("pull self", pull_self(Body(1.5, 0.25, 3.0), 10))
print("drift", drift(Body(0.5, 0.0, 1.0), 10))
print("with call", with_call(Body(0.5, 0.0, 1.0), 10))

# An int where a float was: the guard before the loop leaves for the interpreter.
odd = Body(1.0, 0.0, 2.0)
odd.x = 7
print("int x", pull(odd, bodies_of(5)))
odd.mass = 10 ** 30
print("big mass", pull(odd, bodies_of(3)))
# No turn at all.
print("no turn", pull(Body(1.0, 0.0, 2.0), []))
# The body list includes the pulling body itself.
me = Body(2.0, 1.0, 1.0)
print("self in list", pull(me, [me] + bodies_of(3)), me.vx)
