# __new__ for singletons, interned flyweights with a cache, and object.__new__ with __init__ run each call.
class Registry:
    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
            cls._instance.entries = []
        return cls._instance

    def register(self, name):
        self.entries.append(name)
        return len(self.entries)


class Color:
    _cache = {}
    created = 0

    def __new__(cls, r, g, b):
        key = (r, g, b)
        color = cls._cache.get(key)
        if color is None:
            color = object.__new__(cls)
            color.rgb = key
            cls._cache[key] = color
            Color.created += 1
        return color

    def __init__(self, r, g, b):
        self.inits = getattr(self, "inits", 0) + 1

    def __repr__(self):
        return "#%02x%02x%02x" % self.rgb

    def blend(self, other):
        return Color(*[(a + b) // 2 for a, b in zip(self.rgb, other.rgb)])


for i in range(5):
    Registry().register("plugin%d" % i)
r1, r2 = Registry(), Registry()
print(r1 is r2, r1.entries, r2.register("late"))

palette = [Color(255, 0, 0), Color(0, 0, 255), Color(0, 255, 0), Color(255, 255, 255)]
mixes = []
for i in range(300):
    a = palette[i % 4]
    b = palette[(i * 3 + 1) % 4]
    mixes.append(a.blend(b))
print(Color.created, len(Color._cache), len(mixes))
print(sorted(set(repr(m) for m in mixes)))
print(Color(255, 0, 0) is palette[0], Color(255, 0, 0).inits, palette[1].inits)
print(mixes[0], mixes[0] is Color(*mixes[0].rgb))


class Point:
    __slots__ = ("x", "y")

    def __new__(cls, x=0, y=0):
        self = super().__new__(cls)
        self.x = x
        self.y = y
        return self

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


class Point3(Point):
    __slots__ = ("z",)

    def __new__(cls, x=0, y=0, z=0):
        self = super().__new__(cls, x, y)
        self.z = z
        return self

    def __repr__(self):
        return f"Point3({self.x}, {self.y}, {self.z})"


pts = [Point(i, i * 2) for i in range(3)] + [Point3(1, 2, 3), Point3()]
print(pts, [type(p).__name__ for p in pts])
o = object.__new__(Point)
print(type(o).__name__, hasattr(o, "x"))
try:
    Point(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)
print(isinstance(Point.__new__(Point3), Point3))
