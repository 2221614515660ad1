# A method call site whose cache saw every kind of receiver it had dispatches to
# the inlined bodies and deopts for any other receiver, so the loop around it keeps
# its iterator and its guards out of the loop. The receiver that deopts arrives at
# every point of the loop (first turn, middle, last turn), in loops entered mid-call
# and from the top, with shapes changing under the loop, and the sums and the
# iterator go on where they were.


class Shape:
    def __init__(self, name):
        self.name = name

    def area(self):
        return 0


class Rect(Shape):
    def __init__(self, w, h):
        super().__init__("rect")
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h


class Circle(Shape):
    def __init__(self, r):
        super().__init__("circle")
        self.r = r

    def area(self):
        return 3 * self.r * self.r


class Triangle(Shape):
    def __init__(self, b, h):
        super().__init__("triangle")
        self.b = b
        self.h = h

    def area(self):
        return self.b * self.h // 2


class Blob:
    def area(self):
        return -1


def total(shapes, n):
    t = 0
    count = 0
    for i in range(n):
        s = shapes[i % len(shapes)]
        t += s.area()
        if isinstance(s, Rect):
            count += 1
    return t, count


def with_stranger_at(k, n):
    shapes = [Rect(2, 3), Circle(2), Shape("blob")]
    stranger = [Triangle(4, 5)]
    out = []
    for i in range(n):
        s = stranger[0] if i == k else shapes[i % 3]
        out.append(s.area())
    return sum(out), len(out), out[k]


known = [Rect(2, 3), Circle(2), Shape("blob"), Rect(1, 1)]
for _ in range(30):
    total(known, 300)
print("known", total(known, 5000))

# One receiver of an unseen class, at the start, middle and end of a long loop.
for k in (0, 1, 2500, 4999):
    print("stranger at", k, with_stranger_at(k, 5000))

# A class the call never saw, then a class not even in the hierarchy.
print("triangle", total(known + [Triangle(3, 4)], 5000))
print("blob", total([Blob()] + known, 5000))

# The known classes again, after the site has seen the others.
print("known again", total(known, 5000))

# A known class whose instance gains an attribute mid-way: another shape.
grown = Rect(5, 5)
mixed = [Rect(2, 3), grown, Circle(1)]
for _ in range(20):
    total(mixed, 300)
grown.extra = 1
print("grown shape", total(mixed, 3000))

# A method replaced on a known class: the class's version changes.
saved = Circle.area
Circle.area = lambda self: 100
print("replaced", total(known, 3000))
Circle.area = saved
print("restored", total(known, 3000))


def osr_loop(n):
    shapes = [Rect(1, 2), Circle(3)]
    t = 0
    for i in range(n):
        if i == n - 3:
            shapes.append(Triangle(2, 2))
        t += shapes[i % len(shapes)].area()
    return t


print("osr", osr_loop(200000))
