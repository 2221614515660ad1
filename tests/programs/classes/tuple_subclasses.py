# Subclasses of tuple: tuple.__new__ through super(), properties over the items, hashing, unpacking, sorting, the tuple operations.
class Point(tuple):
    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))
    @property
    def x(self):
        return self[0]
    @property
    def y(self):
        return self[1]
    def __repr__(self):
        return f"Point(x={self.x}, y={self.y})"
p = Point(1, 2)
print(p, p.x, p.y, len(p), p[0], list(p), p == (1, 2), hash(p) == hash((1, 2)), isinstance(p, tuple))
a, b = p
print(a, b, p + (3,), p * 2, p.count(1), p.index(2), {p: "v"}[(1, 2)], sorted([Point(3, 1), Point(1, 5)]))
class Pair(tuple):
    pass
q = Pair([4, 5])
print(q, type(q).__name__, q[1:], Pair(), tuple(q))
try:
    Pair(1, 2)
except TypeError as e:
    print(e)
