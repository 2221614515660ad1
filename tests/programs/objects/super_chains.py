# Inheritance chains with super().method() at every level, called at hot
# sites, with a method of a middle class replaced after the calls warmed up.


class A:
    def __init__(self, n):
        self.n = n
        self.log = 0

    def work(self, x):
        self.log += 1
        return x + self.n

    def name(self):
        return "A"


class B(A):
    def __init__(self, n):
        super().__init__(n)
        self.b = 2

    def work(self, x):
        return super().work(x) * self.b

    def name(self):
        return "B<" + super().name() + ">"


class C(B):
    def work(self, x):
        return super().work(x) - 1

    def name(self):
        return "C<" + super().name() + ">"


class D(C):
    def __init__(self, n):
        super().__init__(n)
        self.d = 10

    def work(self, x):
        return super().work(x) + self.d


objs = [A(1), B(2), C(3), D(4)]


def run(n):
    t = 0
    for i in range(n):
        for o in objs:
            t += o.work(i)
    return t


print(run(500))
print([o.name() for o in objs], [o.log for o in objs])


def b_work(self, x):
    return A.work(self, x) * 3


B.work = b_work
print(run(500))
print([o.log for o in objs])

del B.work
print(run(100))


class E(D):
    def work(self, x):
        r = 0
        for k in range(3):
            r += super().work(x + k)
        return r


e = E(5)
t = 0
for i in range(300):
    t += e.work(i)
print(t, e.log, e.name(), E.__mro__[1].__name__, [k.__name__ for k in E.__mro__])
print(isinstance(e, B), issubclass(E, A), super(C, e).name())
