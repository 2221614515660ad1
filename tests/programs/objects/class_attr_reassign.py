# Class attributes and methods reassigned (and deleted) after the functions
# using them have run many times, on the class itself and on a base class.


class Base:
    rate = 2

    def scale(self, x):
        return x * self.rate

    def label(self):
        return "base"


class Mid(Base):
    pass


class Leaf(Mid):
    def label(self):
        return "leaf"


def run(objs, n):
    t = 0
    for i in range(n):
        for o in objs:
            t += o.scale(i)
    return t, [o.label() for o in objs]


objs = [Base(), Mid(), Leaf()]
print(run(objs, 400))

Base.rate = 3
print(run(objs, 400))

Mid.rate = 10
print(run(objs, 400))


def new_scale(self, x):
    return x + self.rate


Base.scale = new_scale
print(run(objs, 400))

Leaf.scale = lambda self, x: -x
print(run(objs, 400))

del Leaf.scale
del Mid.rate
print(run(objs, 400))

Base.label = lambda self: "BASE"
print(run(objs, 10))
del Leaf.label
print(run(objs, 10))

# Reassign in the middle of a hot loop.
class Counter:
    step = 1

    def tick(self, v):
        return v + self.step


c = Counter()
v = 0
for i in range(2000):
    v = c.tick(v)
    if i == 500:
        Counter.step = 2
    elif i == 1000:
        Counter.tick = lambda self, v: v + 100
    elif i == 1500:
        del Counter.tick
        Counter.tick = lambda self, v: v - self.step
print(v)
try:
    del Counter.step
    c.tick(0)
except AttributeError as e:
    print("AttributeError:", e)
try:
    Counter.nope
except AttributeError as e:
    print("AttributeError:", e)
