# C.m(...) on a global class in hot code: an unbound plain function (the explicit
# Base.__init__(self, ...) style), a staticmethod and a classmethod are called
# directly, and stay right when the class changes afterwards, when the global is
# rebound to another class, and when a subclass is the receiver.


class Base:
    count = 0

    def __init__(self, v):
        self.v = v

    def double(self):
        return self.v * 2

    @staticmethod
    def clamp(x, lo, hi):
        return lo if x < lo else hi if x > hi else x

    @classmethod
    def make(cls, v):
        cls.count += 1
        return cls(v)


class Derived(Base):
    def __init__(self, v, w):
        Base.__init__(self, v)
        self.w = w

    def double(self):
        return Base.double(self) + self.w


def work(n):
    total = 0
    for i in range(n):
        d = Derived(i, 1)
        b = Base.make(i)
        total += Base.clamp(d.double(), 0, 50) + Base.double(b) + Derived.clamp(i, 3, 4)
    return total


print(work(2000), Base.count)
Base.clamp = staticmethod(lambda x, lo, hi: -1)
print(work(10))
Base.make = classmethod(lambda cls, v: cls(v + 1000))
print(work(10), Base.count)
del Base.double
try:
    work(1)
except AttributeError as e:
    print("AttributeError:", e)


class Other:
    count = 0

    def __init__(self, v):
        self.v = v * 3

    def double(self):
        return -self.v

    @staticmethod
    def clamp(x, lo, hi):
        return 7

    @classmethod
    def make(cls, v):
        return cls(v)


Base = Other
print(work(5))
try:
    Derived.clamp(1, 2)
except TypeError as e:
    print("TypeError:", e)
