# obj.__dict__ reads and writes in the middle of a hot loop; attribute loads
# and stores at the same sites must see the changes both ways.


class Box:
    def __init__(self, v):
        self.v = v
        self.n = 0


def bump(b):
    b.n += 1
    return b.v + b.n


boxes = [Box(i) for i in range(10)]
acc = 0
for it in range(1000):
    b = boxes[it % 10]
    acc += bump(b)
    if it == 400:
        d = boxes[3].__dict__
        d["v"] = 300
        d["fresh"] = "yes"
    if it == 700:
        boxes[4].__dict__.update({"v": 400, "n": -50})
print(acc)
print([(b.v, b.n) for b in boxes])
print(boxes[3].fresh, sorted(boxes[3].__dict__))

# Writes through attributes are visible through __dict__.
b = Box(1)
d = b.__dict__
for i in range(300):
    b.v = i
    b.n += d["v"]
print(d, d is b.__dict__)

# Clear __dict__ and refill it.
c = Box(2)
for i in range(100):
    bump(c)
c.__dict__.clear()
print(hasattr(c, "v"), hasattr(c, "n"), c.__dict__)
c.__dict__.update({"v": 70, "n": 1, "q": 9})
print(c.v, c.n, c.q, bump(c), c.__dict__)

# Delete through __dict__ then read via the attribute site.
e = Box(3)
for i in range(200):
    bump(e)
del e.__dict__["n"]
try:
    bump(e)
except AttributeError as ex:
    print("AttributeError:", ex)
e.__dict__["n"] = 1000
print(bump(e), list(e.__dict__))

# A loop that alternates __dict__ writes with attribute writes.
f = Box(0)
for i in range(400):
    if i % 2:
        f.__dict__["v"] = f.v + 1
    else:
        f.v = f.__dict__["v"] + 2
print(f.v, f.__dict__ == {"v": f.v, "n": 0})
