# __slots__ classes (and subclasses of them) used at the same attribute and
# method sites as ordinary classes, inside hot loops.


class Plain:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm1(self):
        return abs(self.x) + abs(self.y)


class Slotted:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm1(self):
        return abs(self.x) + abs(self.y)


class SlottedChild(Slotted):
    __slots__ = ("z",)

    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z

    def norm1(self):
        return super().norm1() + abs(self.z)


class DictChild(Slotted):
    def __init__(self, x, y):
        super().__init__(x, y)
        self.tag = "d"


pts = []
for i in range(12):
    k = i % 4
    if k == 0:
        pts.append(Plain(i, -i))
    elif k == 1:
        pts.append(Slotted(i, 2 * i))
    elif k == 2:
        pts.append(SlottedChild(i, -1, i))
    else:
        pts.append(DictChild(-i, i))

total = 0
for step in range(300):
    for p in pts:
        p.x = p.x + 1
        total += p.norm1() + p.y
print(total)
print([(type(p).__name__, p.x, p.y) for p in pts[:4]])
print(hasattr(pts[3], "__dict__"), pts[3].tag, pts[3].__dict__["tag"])

s = Slotted(1, 2)
try:
    s.w = 3
except AttributeError as e:
    print("AttributeError:", e)
del s.y
try:
    print(s.y)
except AttributeError as e:
    print("AttributeError:", e)
s.y = 9
print(s.norm1())

d = DictChild(1, 1)
d.extra = 5
print("extra" in d.__dict__, d.extra, d.x)
acc = 0
for i in range(400):
    o = pts[i % 12]
    acc += getattr(o, "z", 0)
    setattr(o, "y", i)
print(acc, [p.y for p in pts])
print(Slotted.__slots__, SlottedChild.__slots__)
