# An attribute read after a branch reuses the shape check made before it only when
# no way through the branch can change the object's shape: adding or deleting an
# attribute, or a call that may, on one arm makes the read after the join check
# again (and a changed shape leaves compiled code for the interpreter).


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


class Tagged:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def grow(p):
    p.z = p.x * 2


def forget(p):
    del p.x
    p.x = -1


def both_arms_keep(p, flag):
    a = p.x
    if flag:
        b = p.y + 1
    else:
        b = p.y - 1
    return a + b + p.x


def one_arm_adds(p, flag):
    a = p.x
    if flag:
        p.extra = a
    return a + p.y + getattr(p, "extra", 0)


def one_arm_calls(p, flag, action):
    a = p.x
    if flag:
        action(p)
    return a * 10 + p.x


def reorders(p, flag):
    a = p.x
    if flag:
        y = p.y
        delattr(p, "y")
        p.w = a
        p.y = y + 100
    return (a, p.y, sorted(vars(p)))


def in_a_loop(points, action):
    total = 0
    for i, p in enumerate(points):
        total += p.x
        if i % 7 == 3:
            action(p)
        total += p.x
    return total


def main():
    total = 0
    for i in range(3000):
        total += both_arms_keep(Point(i, 2), i % 2 == 0)
    print("both arms", total)

    total = 0
    for i in range(3000):
        total += one_arm_adds(Point(i, 3), i % 5 == 0)
    print("one arm adds", total)

    total = 0
    for i in range(3000):
        total += one_arm_calls(Point(i, 1), i % 3 == 0, grow)
    for i in range(300):
        total += one_arm_calls(Point(i, 1), i % 3 == 0, forget)
    print("one arm calls", total)

    seen = {}
    for i in range(2000):
        a, y, names = reorders(Point(i, i % 4) if i % 2 else Tagged(i, 1), i % 9 == 0)
        seen[str(names)] = seen.get(str(names), 0) + a + y
    print("reorders", sorted(seen.items()))

    points = [Point(i, 0) for i in range(500)]
    print("loop", in_a_loop(points, grow))
    print("loop", in_a_loop(points, forget))
    print("loop", in_a_loop([Point(i, 0) for i in range(500)], forget))


main()
