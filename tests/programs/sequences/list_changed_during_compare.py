# A list changed by an item's __eq__ or __repr__ while a comparison, a search or a
# repr walks it: the walk sees the list as it is at each step, as CPython's does.

lst = []


class Grow:
    """Replaces the list's contents with 0..999 (a new, larger storage) and makes
    garbage, so a stale view of the old storage would read freed memory."""

    def __eq__(self, other):
        lst.clear()
        for i in range(1000):
            lst.append(i)
        junk = [[0] * 50 for _ in range(2000)]
        return False

    __hash__ = None


lst.extend([Grow(), 1, 2, 3])
print("in:", 5 in lst, len(lst))

lst[:] = [Grow(), 1, 2]
print("count:", lst.count(999), len(lst))

lst[:] = [Grow(), 1, 2]
print("index:", lst.index(500))

lst[:] = [Grow(), 1, 2]
lst.remove(7)
print("remove:", len(lst), lst[5:9])


class Shrink:
    def __init__(self, victim):
        self.victim = victim

    def __eq__(self, other):
        self.victim.clear()
        return False

    def __lt__(self, other):
        return True

    def __repr__(self):
        self.victim.clear()
        return "Shrink"


a = []
a.extend([Shrink(a), 7, 8, 9])
b = [0, 7, 8, 9]
print("eq:", a == b, a, b)

a.extend([Shrink(a), 7, 8, 9])
print("lt:", a < b, a)

a.extend([Shrink(a), 7, 8, 9])
print("gt:", b > a, a)

a.extend([1, Shrink(a), 3])
print("repr:", repr(a), a)

a.extend([Shrink(a), 2])
print("count:", a.count(2), a)

a.extend([Shrink(a), 2])
try:
    a.index(2)
except ValueError as e:
    print("index:", e)

a.extend([Shrink(a), 2])
try:
    a.remove(2)
except ValueError as e:
    print("remove:", e)


class Flip:
    """Equal to nothing; changes the other list's item when asked, and is greater
    than exactly the new item (the order is taken from the items as they are after
    the equality tests)."""

    def __init__(self, other):
        self.other = other

    def __eq__(self, o):
        self.other[1] = 100
        return False

    def __lt__(self, o):
        return False

    def __gt__(self, o):
        return o == 100


x = [1, 0]
y = [1, 5]
x[1] = Flip(y)
print("order after change:", x > y, y)
