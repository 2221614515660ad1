# super().m(...) in hot methods: one call site reached with instances of several
# classes, diamond hierarchies, and classes changed after the calls were compiled
# (a method replaced in a base, one added to a class between), each seen at once.


class Shape:
    def __init__(self, name):
        self.name = name
        self.calls = 0

    def area(self):
        return 0

    def describe(self, scale):
        self.calls += 1
        return self.area() * scale


class Rect(Shape):
    def __init__(self, w, h):
        super().__init__("rect")
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h

    def describe(self, scale):
        return super().describe(scale) + 1


class Square(Rect):
    def __init__(self, side):
        super().__init__(side, side)
        self.name = "square"


class Tall(Rect):
    def __init__(self, w):
        super().__init__(w, 3 * w)
        self.extra = w


def total(shapes, scale):
    t = 0
    for s in shapes:
        t += s.describe(scale)
    return t


shapes = [Rect(2, 3), Square(4), Tall(1), Square(2), Tall(5)]
print([total(shapes, k) for k in range(200)][-3:])
print([s.calls for s in shapes])


# A method replaced in the base after the super() calls were compiled.
def new_describe(self, scale):
    return -self.area() * scale


Shape.describe = new_describe
print(total(shapes, 2))


# A method added to a class between the caller's class and the old target.
class Base:
    def step(self, x):
        return x + 1


class Middle(Base):
    pass


class Leaf(Middle):
    def step(self, x):
        return super().step(x) * 2


leaf = Leaf()
acc = 0
for i in range(3000):
    acc += leaf.step(i)
print(acc)
Middle.step = lambda self, x: x - 1
print(leaf.step(10))
del Middle.step
print(leaf.step(10))


# A diamond: super() follows the instance's MRO, not the defining class's bases.
class Root:
    def who(self):
        return ["Root"]


class Left(Root):
    def who(self):
        return ["Left"] + super().who()


class Right(Root):
    def who(self):
        return ["Right"] + super().who()


class Both(Left, Right):
    def who(self):
        return ["Both"] + super().who()


def names(objs):
    out = []
    for o in objs:
        out.append("/".join(o.who()))
    return out


for _ in range(400):
    result = names([Both(), Left(), Right()])
print(result)


# super() reaching object's __init__, and super() in a classmethod.
class Plain:
    def __init__(self):
        super().__init__()
        self.ok = True

    @classmethod
    def make(cls):
        return cls()


class Counter(Plain):
    made = 0

    @classmethod
    def make(cls):
        cls.made += 1
        return super().make()


for _ in range(300):
    Plain()
    Counter.make()
print(Plain().ok, Counter.made, type(Counter.make()).__name__)


# An instance attribute named like the method does not change what super() finds.
class Shadow(Base):
    def step(self, x):
        return super().step(x) + 100


s = Shadow()
s.step = "instance attribute"
print(sum(Shadow.step(s, i) for i in range(500)), s.step)
