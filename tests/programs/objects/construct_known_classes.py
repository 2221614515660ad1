# Calls of a known class compiled to an allocation and a direct __init__ call:
# __init__ replaced or deleted after compilation (in the class and in a base),
# __init__ returning a value or raising, wrong argument counts, a class with no
# __init__ at all, and an __init__ that rebinds self.


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


class Base:
    def __init__(self, v):
        self.v = v


class Child(Base):
    pass


class Bare:
    pass


def make_points(n):
    total = 0
    for i in range(n):
        p = Point(i, i + 1)
        total += p.x + p.y
    return total


def make_children(n):
    total = 0
    for i in range(n):
        total += Child(i).v
    return total


print(make_points(3000), make_children(3000))


def point_init_scaled(self, x, y):
    self.x = 10 * x
    self.y = 10 * y


Point.__init__ = point_init_scaled
print(make_points(3000))

Base.__init__ = lambda self, v: setattr(self, "v", -v)
print(make_children(3000))


def child_init(self, v):
    self.v = 1


Child.__init__ = child_init
print(make_children(3000))
del Child.__init__
print(make_children(3000))


def bad_return(self, v):
    self.v = v
    return v


Base.__init__ = bad_return
try:
    make_children(10)
except TypeError as e:
    print("TypeError:", e)


def raising(self, v):
    if v > 5:
        raise ValueError("too big: %d" % v)
    self.v = v


Base.__init__ = raising
try:
    make_children(100)
except ValueError as e:
    print("ValueError:", e)


def wrong_args(n):
    out = []
    for i in range(n):
        try:
            if i % 3 == 0:
                Point(i)
            elif i % 3 == 1:
                Point(i, i, i)
            else:
                out.append(Point(i, 0).x)
        except TypeError as e:
            out.append(str(e))
    return out[:3], len(out)


print(wrong_args(3000))


def bare(n):
    k = 0
    for i in range(n):
        b = Bare()
        b.i = i
        k += b.i
    try:
        Bare(1)
    except TypeError as e:
        print("TypeError:", e)
    return k


print(bare(3000))


class Rebinds:
    def __init__(self, keep):
        self.keep = keep
        self = None
        junk = [[i] for i in range(50)]


def rebinds(n):
    total = 0
    for i in range(n):
        total += Rebinds(i).keep
    return total


print(rebinds(3000))
