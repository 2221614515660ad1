# obj.m(...) where m is a staticmethod or a classmethod, in hot loops: compiled code
# calls the function directly (no bound method), and keeps CPython's answers when
# one call site sees plain methods and static ones, when a subclass overrides one
# kind with another, when an instance attribute shadows one, and when the class
# changes after the calls were compiled.


class Vec:
    scale = 2

    def __init__(self, x, y):
        self.x = x
        self.y = y

    @staticmethod
    def combine(a, b):
        return a * 10 + b

    @classmethod
    def factor(cls, k):
        return cls.scale * k

    def norm1(self):
        return abs(self.x) + abs(self.y)

    def score(self, k):
        return self.combine(self.x, self.y) + self.factor(k) + self.norm1()


class Vec3(Vec):
    scale = 3

    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z

    @staticmethod
    def norm1():
        return -1


class Weird(Vec):
    def combine(self, a, b):
        return a - b

    @classmethod
    def norm1(cls):
        return len(cls.__name__)


def total(objs, rounds):
    out = []
    for r in range(rounds):
        acc = 0
        for o in objs:
            s = o.score(r % 5)
            acc += s if isinstance(s, int) else len(s)
        out.append(acc)
    return out


objs = [Vec(1, 2), Vec3(3, -4, 5), Weird(7, 1), Vec(-2, 9)]
print(total(objs, 300)[-3:])

# A staticmethod shadowed by an instance attribute on one object.
shadowed = Vec(4, 4)
shadowed.combine = lambda a, b: 1000
print(total([shadowed, Vec(4, 4)], 50)[-1])

# The class changes after compilation: a classmethod becomes a staticmethod, a
# staticmethod is replaced by a plain function.
Vec.factor = staticmethod(lambda k: k * 100)
Vec3.norm1 = lambda self: self.z * 7
print(total(objs, 20)[-2:])
del Vec.factor
try:
    total(objs, 1)
except AttributeError as e:
    print("AttributeError:", e)


class Counter:
    made = 0

    @classmethod
    def bump(cls, n):
        cls.made += n
        return cls.made

    @staticmethod
    def twice(n):
        return 2 * n


class SubCounter(Counter):
    made = 100


def drive(c, n):
    t = 0
    for i in range(n):
        t += c.bump(1) + c.twice(i)
    return t


print(drive(Counter(), 2000), drive(SubCounter(), 2000), Counter.made, SubCounter.made)
try:
    Counter().twice()
except TypeError as e:
    print("TypeError:", e)
try:
    Counter().bump(1, 2)
except TypeError as e:
    print("TypeError:", e)
