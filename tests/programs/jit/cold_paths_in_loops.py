# Cold paths inside hot loops: an exception leaving a loop that keeps its iterator's
# fields in registers (the caller goes on with the iterator), floats outside the
# immediate range boxed on the heap, instances allocated past the inline bump
# allocator, globals found only among the builtins or not at all.


def make_reader():
    late = 1

    def read(it):
        total = 0
        for x in it:
            if x >= 7:
                total += late  # NameError in the middle of the loop once unbound
            total += x
        return total

    def unbind():
        nonlocal late
        del late

    def rebind():
        nonlocal late
        late = 1

    return read, unbind, rebind


def resume_after_error(rounds):
    read, unbind, rebind = make_reader()
    resumed = []
    for r in range(rounds):
        it = iter(range(r % 5, 12))
        if r % 3 == 2:
            unbind()
        try:
            resumed.append(read(it))
        except NameError as e:
            after = next(it, None)
            if r % 50 == 2:
                print("resumed at", after, "-", e)
            resumed.append(after)
            rebind()
    return sum(resumed), len(resumed)


def huge_floats(n):
    # Magnitudes far from 1 do not fit a flonum: every store boxes on the heap.
    acc = 1e300
    small = 1e-300
    kept = []
    for i in range(n):
        acc = acc * 1.0000001 + small
        small = small * 0.999 + 1e-310
        if i % 1000 == 0:
            kept.append(acc)
    return acc, small, len(kept), kept[-1]


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def many_points(n):
    pts = []
    sx = 0.0
    for i in range(n):
        p = Point(i * 1.5, -i * 0.25)
        sx += p.x + p.y
        if i % 7 == 0:
            pts.append(p)
    return sx, len(pts), pts[-1].x


def shadowed_builtin(n):
    # `abs` is found among the builtins, then in the globals once defined there.
    t = 0
    for i in range(n):
        t += abs(i - n // 2)
    return t


def missing_global(n):
    t = 0
    for i in range(n):
        if i == n - 3:
            t += not_defined_anywhere
        t += i
    return t


print(resume_after_error(400))
print(huge_floats(20000))
print(many_points(30000))
print(shadowed_builtin(5000))


def abs(x):
    return -x if x < 0 else x + 1


print(shadowed_builtin(5000))
try:
    missing_global(4000)
except NameError as e:
    print("NameError:", e)
