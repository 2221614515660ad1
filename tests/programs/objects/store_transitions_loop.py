# Attribute stores that add new attributes inside hot loops (shape
# transitions taken by compiled code), on fresh objects and on objects
# whose shapes diverge part-way through.


class Obj:
    pass


def init(o, i):
    o.a = i
    o.b = i + 1
    if i % 3 == 0:
        o.c = i + 2
    o.d = i + 3
    return o


objs = []
for i in range(900):
    objs.append(init(Obj(), i))
print(sum(o.a + o.b + o.d for o in objs), sum(1 for o in objs if hasattr(o, "c")))
print(list(objs[0].__dict__), list(objs[1].__dict__))

# Re-store existing attributes (no transition) and then add one (transition).
s = 0
for o in objs:
    o.a = o.d
    o.e = o.a * 2
    s += o.e
print(s, list(objs[3].__dict__), list(objs[4].__dict__))

# Attributes added in a loop body that runs many times on the same object.
acc = Obj()
for i in range(200):
    setattr(acc, "k" + str(i % 20), i)
    acc.total = getattr(acc, "total", 0) + i
print(acc.total, len(acc.__dict__), acc.k0, acc.k19)

# Objects built by a constructor whose branch pattern changes over time.
class Grow:
    def __init__(self, i):
        self.base = i
        if i > 300:
            self.late = i
        if i > 600:
            self.later = i
        self.tail = -i


gs = [Grow(i) for i in range(1000)]
t = 0
for g in gs:
    t += g.base + g.tail + getattr(g, "late", 0) + getattr(g, "later", 0)
print(t, [len(g.__dict__) for g in gs[299:302]], [len(g.__dict__) for g in gs[600:602]])
print(list(gs[999].__dict__))

# Same attribute written with values of changing types.
w = Obj()
w.v = 0
out = []
for i in range(300):
    if i % 100 == 0:
        w.v = str(i)
    elif i % 100 == 50:
        w.v = [i]
    elif i % 100 == 75:
        w.v = None
    if i % 25 == 0:
        out.append(w.v)
print(out)
