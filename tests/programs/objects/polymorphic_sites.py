# Polymorphic attribute loads, stores and method calls (2-4 receiver classes)
# at single sites in hot loops, including inherited methods and super().


class Shape:
    sides = 0

    def area(self):
        return 0

    def describe(self):
        return type(self).__name__ + ":" + str(self.sides)


class Square(Shape):
    sides = 4

    def __init__(self, s):
        self.s = s

    def area(self):
        return self.s * self.s


class Rect(Square):
    def __init__(self, s, t):
        super().__init__(s)
        self.t = t

    def area(self):
        return super().area() // self.s * self.t


class Tri(Shape):
    sides = 3

    def __init__(self, b, h):
        self.h = h
        self.b = b

    def area(self):
        return self.b * self.h // 2


class Blob(Shape):
    def __init__(self):
        self.s = 1


shapes2 = [Square(3), Tri(4, 5)]
shapes4 = [Square(2), Rect(2, 5), Tri(6, 2), Blob()]


def sum_area(shapes, n):
    t = 0
    for _ in range(n):
        for sh in shapes:
            t += sh.area() + sh.sides
    return t


print(sum_area(shapes2, 500))
print(sum_area(shapes4, 500))
print(sum_area(shapes2 + shapes4, 100))
print([sh.describe() for sh in shapes4])

# Polymorphic stores: same attribute name, different classes and shapes.
def grow(shapes, n):
    for _ in range(n):
        for sh in shapes:
            sh.s = getattr(sh, "s", 0) + 1
    return [sh.s for sh in shapes]


print(grow(shapes4, 300))
print(sum_area(shapes4, 3))

# Bound methods taken at a polymorphic site and called later.
bms = [sh.area for sh in shapes4 for _ in range(2)]
tot = 0
for i in range(800):
    tot += bms[i % 8]()
print(tot)
