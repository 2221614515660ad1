# super().m(...) calls: plain methods called with the instance directly, and the
# static, class and property attributes, keyword arguments and errors on the way.
class A:
    def __init__(self, v):
        self.v = v
    def m(self, x, k=1):
        return ("A.m", self.v, x, k)
    @staticmethod
    def s(x):
        return ("A.s", x)
    @classmethod
    def c(cls, x):
        return ("A.c", cls.__name__, x)
    @property
    def p(self):
        return ("A.p", self.v)
class B(A):
    def __init__(self, v):
        super().__init__(v * 2)
    def m(self, x, k=1):
        return ("B.m",) + super().m(x, k=k + 1)
    def all(self):
        return super().s(1), super().c(2), super().p, super().m(3)
    @classmethod
    def c2(cls):
        return super().c(5)
class C(B):
    def m(self, x, k=1):
        return ("C.m",) + super().m(x)
def run(n):
    out = None
    for i in range(n):
        out = (C(i).m(i), B(i).all(), C.c2())
    return out
print(run(3000))
try:
    super(B, B(1)).nosuch()
except AttributeError as e:
    print(e)
class D(A):
    def m(self, x):
        return super().m()
try:
    D(1).m(1)
except TypeError as e:
    print(e)
