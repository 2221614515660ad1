# A method compiled while its sites had seen two kinds of receiver, then run on
# seven: compiled code hands the new ones to the runtime, whose caches learn them,
# and the version is replaced by one that dispatches on them inline. The answers
# must not change along the way.


class Shape:
    def __init__(self, k):
        self.k = k

    def weight(self):
        return self.k

    def describe(self):
        return self.weight() + self.k


def make(kind, k):
    classes = [A, B, C, D, E, F, G]
    obj = classes[kind](k)
    for extra in range(kind):
        setattr(obj, "x%d" % extra, extra)  # a different shape per kind
    return obj


class A(Shape):
    pass


class B(Shape):
    def weight(self):
        return 2 * self.k


class C(Shape):
    def weight(self):
        return 3 * self.k


class D(Shape):
    pass


class E(B):
    pass


class F(C):
    def describe(self):
        return -self.k


class G(Shape):
    def weight(self):
        return self.x0 + self.x1 + self.k


def total(objs):
    t = 0
    for o in objs:
        t += o.describe() + o.k
    return t


early = [make(k % 2, k) for k in range(50)]
for _ in range(200):
    total(early)
late = [make(k % 7, k) for k in range(70)]
print([total(late) for _ in range(400)][-1])
print(total(early), total(late))
