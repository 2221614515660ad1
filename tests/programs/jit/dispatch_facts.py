# What an inlined method dispatch proves about its receiver: isinstance after a
# polymorphic call, shape guards after the dispatch, and what must still be checked
# when a method changes its receiver's shape or a class changes under the loop.


class Shape:
    def __init__(self, name):
        self.name = name

    def area(self):
        return 0

    def grow(self):
        return 0


class Rect(Shape):
    def __init__(self, w, h):
        super().__init__("rect")
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h

    def grow(self):
        # Changes the receiver's shape the first time: later reads must see it.
        self.extra = getattr(self, "extra", 0) + 1
        return self.w + self.extra


class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s)
        self.name = "square"


class Circle(Shape):
    def __init__(self, r):
        super().__init__("circle")
        self.r = r

    def area(self):
        return 3 * self.r * self.r


class Blob:
    def area(self):
        return 7


def count_rects(shapes, n):
    total = 0
    rects = 0
    for i in range(n):
        s = shapes[i % len(shapes)]
        total += s.area()
        if isinstance(s, Rect):
            rects += 1
    return total, rects


def classify(shapes, n):
    kinds = [0, 0, 0, 0]
    for i in range(n):
        s = shapes[i % len(shapes)]
        s.area()
        if isinstance(s, (Circle, Square)):
            kinds[0] += 1
        if isinstance(s, Shape):
            kinds[1] += 1
        if isinstance(s, object):
            kinds[2] += 1
        if isinstance(s, int):
            kinds[3] += 1
    return kinds


def grow_then_read(shapes, n):
    total = 0
    for i in range(n):
        s = shapes[i % len(shapes)]
        total += s.grow()
        total += s.area()
        if isinstance(s, Square):
            total += 1000
    return total


def other_value(shapes, others, n):
    # The dispatch proves nothing about a different object.
    hits = 0
    for i in range(n):
        s = shapes[i % len(shapes)]
        o = others[i % len(others)]
        s.area()
        if isinstance(o, Rect):
            hits += 1
    return hits


class Job:
    def __init__(self, weight):
        self.count = 0
        self.weight = weight

    def ready(self):
        return self.weight % 2 == 0


class Batch(Job):
    def ready(self):
        return True


class Timer(Job):
    def __init__(self, weight):
        self.started = True
        super().__init__(weight)

    def ready(self):
        return self.started


def tally(jobs, n):
    # After `j.ready()` dispatched, `j` has one of the shapes the dispatch tested:
    # `j.count` and `j.weight` are in one slot in some of them, not in Timer's.
    total = 0
    for i in range(n):
        j = jobs[i % len(jobs)]
        if j.ready():
            j.count += 1
        total += j.count + j.weight
    return total


def main():
    shapes = [Rect(2, 3), Square(4), Circle(5), Shape("blob")]
    print("count", count_rects(shapes, 4000))
    # A class the dispatch never saw arrives: the loop leaves compiled code.
    print("count+blob", count_rects(shapes + [Blob()], 4000))
    print("classify", classify(shapes, 4000))
    print("classify+blob", classify(shapes + [Blob()], 4000))
    fresh = [Rect(1, 1), Square(2), Circle(1), Shape("s")]
    print("grow", grow_then_read(fresh, 4000))
    print("extra", [getattr(s, "extra", None) for s in fresh])
    print("other", other_value(shapes, [Circle(1), Rect(1, 2), 5, "x", Square(3)], 4000))
    jobs = [Job(2), Batch(3), Job(5), Batch(8)]
    print("tally", tally(jobs, 4000), [j.count for j in jobs])
    jobs.append(Timer(4))
    print("tally+timer", tally(jobs, 4000), [j.count for j in jobs])
    del jobs[0].count
    jobs[0].count = 100
    print("tally+dict", tally(jobs, 4000), [j.count for j in jobs])
    # A class changes under warm code: area becomes a property-backed attribute.
    Rect.w = property(lambda self: 10)
    print("property", count_rects(shapes, 4000))
    del Rect.w
    print("deleted", count_rects([Rect(2, 3), Square(4), Circle(5)], 3000))


main()
