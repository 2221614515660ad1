# Method calls compiled against the classes their lookup consulted: a method
# redefined in the class, in a base, or added between the receiver's class and the
# base that defined it must be seen by compiled callers at once.


class Base:
    def value(self):
        return 1

    def twice(self):
        return 2 * self.value()


class Mid(Base):
    pass


class Leaf(Mid):
    def __init__(self, k):
        self.k = k


def total(objs, n):
    t = 0
    for i in range(n):
        t += objs[i % len(objs)].twice()
    return t


objs = [Leaf(1), Leaf(2), Mid(), Base()]
print(total(objs, 3000))

# Redefine in the defining base: every receiver kind sees it.
Base.twice = lambda self: 3 * self.value()
print(total(objs, 3000))

# Add an override in the middle class: Leaf and Mid receivers change, Base does not.
def mid_twice(self):
    return 100


Mid.twice = mid_twice
print(total(objs, 3000))

# Delete it again: back to the base's.
del Mid.twice
print(total(objs, 3000))

# Change a method the called method calls.
Base.value = lambda self: 10
print(total(objs, 3000))

# An unrelated class changing leaves the answers alone.
class Other:
    pass


Other.anything = 5
print(total(objs, 3000))

# An instance attribute shadowing the method (a new shape).
objs[0].twice = lambda: -1000
print(total(objs, 3000))
del objs[0].twice
print(total(objs, 3000))


# A method replaced by a non-function (a callable object) on the class.
class Doubler:
    def __call__(self, obj):
        return 7


Leaf.twice = Doubler()
try:
    print(total(objs, 3000))
except TypeError as e:
    print("TypeError", e)


# Methods taking defaults and extra arguments through the same site.
class P:
    def m(self, a, b=5):
        return a + b


class Q(P):
    def m(self, a, b=1, *rest):
        return a * b + len(rest)


def calls(objs, n):
    t = 0
    for i in range(n):
        o = objs[i % 2]
        t += o.m(i) + o.m(i, 2)
    return t


print(calls([P(), Q()], 2000))
