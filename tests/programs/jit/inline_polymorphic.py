# A method call whose cache saw several classes dispatches on the receiver's class
# and shape to each method's inlined body; any other receiver takes the runtime's
# method call, and a class whose method changes deopts.


class Shape:
    def __init__(self, name):
        self.name = name

    def area(self):
        return 0

    @classmethod
    def unit(cls):
        return cls("unit")

    @staticmethod
    def scale(x):
        return x * 2


class Rect(Shape):
    def __init__(self, w, h):
        super().__init__("rect")
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h


class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s)


class Circle(Shape):
    def __init__(self, r):
        super().__init__("circle")
        self.r = r

    def area(self):
        return 3 * self.r * self.r


def total(shapes, n):
    t = 0
    for i in range(n):
        t += shapes[i % len(shapes)].area()
    return t


mixed = [Rect(2, 3), Square(4), Circle(5), Shape("blob")]
print(total(mixed, 4000))


class Triangle(Shape):
    def __init__(self, b, h):
        super().__init__("triangle")
        self.b = b
        self.h = h

    def area(self):
        return self.b * self.h // 2


# A class the cache never saw: the runtime's call.
print(total(mixed + [Triangle(4, 5)], 5000))
# Another shape of a known class.
odd = Rect(1, 1)
odd.tag = "odd"
print(total(mixed + [odd], 600))
# Floats and big ints through the inlined bodies.
print(total([Rect(1.5, 2), Circle(2**40), Square(3)], 300))


def rect_area(self):
    return -self.w * self.h


Rect.area = rect_area  # the method changes: the version guard deopts
print(total(mixed, 4000))


def units(n):
    names = []
    for i in range(n):
        names.append(Shape.unit().name)
        names.append(Shape.scale(i))
    return names[-4:], len(names)


print(units(300))


class Logger:
    def __init__(self):
        self.lines = []

    def log(self, s):
        self.lines.append(s)


class Quiet(Logger):
    def log(self, s):
        pass


def run(loggers, n):
    for i in range(n):
        loggers[i % 2].log(i)
    return [len(l.lines) for l in loggers]


print(run([Logger(), Quiet()], 1000))


# A recursive method unrolls once, as a recursive function does.
class Tree:
    def __init__(self, left, right):
        self.left = left
        self.right = right

    def size(self):
        if self.left is None:
            return 1
        return self.left.size() + self.right.size() + 1


def grow(depth):
    if depth == 0:
        return Tree(None, None)
    return Tree(grow(depth - 1), grow(depth - 1))


t = grow(8)
print([t.size() for _ in range(20)][-1])
