# classmethods and staticmethods called through instances and classes at hot
# polymorphic sites, alongside ordinary methods, with cls-level state.


class Shape:
    made = 0
    unit = 1

    def __init__(self, k):
        self.k = k
        type(self).made += 1

    @classmethod
    def create(cls, k):
        return cls(k)

    @classmethod
    def scale(cls):
        return cls.unit

    @staticmethod
    def clamp(v):
        return max(0, min(v, 100))

    def size(self):
        return self.clamp(self.k * self.scale())


class Big(Shape):
    unit = 10


class Huge(Big):
    unit = 50

    @staticmethod
    def clamp(v):
        return v


objs = []
for i in range(30):
    cls = (Shape, Big, Huge)[i % 3]
    objs.append(cls.create(i))
print(Shape.made, Big.made, Huge.made, [type(o).__name__ for o in objs[:4]])

t = 0
for it in range(400):
    for o in objs:
        t += o.size() + o.scale()
print(t)

Big.unit = 2
t = 0
for it in range(100):
    for o in objs:
        t += o.size()
print(t)

Shape.clamp = staticmethod(lambda v: -v)
t = 0
for it in range(100):
    for o in objs:
        t += o.size()
print(t)

Huge.scale = classmethod(lambda cls: 1000)
print(sum(o.size() for o in objs), Huge.scale(), objs[2].scale())
print(Shape.clamp(5), Huge.clamp(5), Big.create(3).size(), Big.made)
