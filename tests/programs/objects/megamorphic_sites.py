# Megamorphic sites: 10 classes (made by a class factory and by hand) flowing
# through the same attribute load, store and method call sites.


def make_class(i):
    class K:
        def __init__(self):
            self.val = i
            for j in range(i % 3):
                setattr(self, "pad" + str(j), j)

        def get(self):
            return self.val * 2

        def bump(self, d):
            self.val += d
            return self.val

    K.__name__ = "K" + str(i)
    return K


classes = [make_class(i) for i in range(8)]


class Odd:
    def __init__(self):
        self.pad = 0
        self.val = 100

    def get(self):
        return -self.val

    def bump(self, d):
        self.val -= d
        return self.val


class OddChild(Odd):
    def get(self):
        return super().get() * 3


classes.append(Odd)
classes.append(OddChild)
objs = [c() for c in classes] * 2
print([type(o).__name__ for o in objs[:10]])

load = 0
call = 0
for it in range(400):
    for o in objs:
        load += o.val
        call += o.get()
        o.val = o.val + 1
print(load, call)

bumped = 0
for it in range(300):
    o = objs[it % len(objs)]
    bumped += o.bump(it % 7)
print(bumped, [o.val for o in objs[:10]])

# Class attribute change invalidates method caches for every receiver type.
for c in classes[:8]:
    c.get = lambda self: 1
s = 0
for it in range(200):
    for o in objs:
        s += o.get()
print(s)
Odd.get = lambda self: 5
s = 0
for it in range(200):
    for o in objs:
        s += o.get()
print(s)
del OddChild.get
print(sum(o.get() for o in objs))
