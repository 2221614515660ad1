# Deleting attributes in the middle of a hot loop (sending instances to
# dictionary mode), re-adding them, and reading them again at the same sites.


class Node:
    def __init__(self, i):
        self.x = i
        self.y = i * 10
        self.z = i * 100


def read_all(objs):
    out = 0
    for o in objs:
        out += o.x + o.y
        if hasattr(o, "z"):
            out += o.z
    return out


objs = [Node(i) for i in range(20)]
print(read_all(objs))

acc = 0
for it in range(600):
    o = objs[it % 20]
    if it % 50 == 7 and hasattr(o, "z"):
        del o.z
    elif it % 50 == 30 and not hasattr(o, "z"):
        o.z = -1
    acc += o.x + o.y
    try:
        acc += o.z
    except AttributeError:
        acc += 1000
print(acc)
print(read_all(objs))
print([list(o.__dict__) for o in objs[:8]])

# Delete and re-add in a different order: attribute order follows insertion.
n = Node(5)
del n.x
n.x = 55
del n.y
n.w = 4
n.y = 66
print(n.__dict__, n.x, n.y, n.z, n.w)

# A loop that deletes and re-adds the same attribute every iteration.
m = Node(1)
tot = 0
for i in range(500):
    del m.y
    m.y = i
    tot += m.y + m.x
print(tot, list(m.__dict__))

try:
    del m.nothere
except AttributeError as e:
    print("AttributeError:", e)
try:
    del objs[0].x
    del objs[0].x
except AttributeError as e:
    print("AttributeError:", e)
print(read_all(objs[1:]))
