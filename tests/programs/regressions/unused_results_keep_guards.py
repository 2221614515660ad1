# A comparison whose result is unused, and a truth test folded to a constant, keep the
# guard that proved them: a later call with another type must still call the special
# method, raise, or test the new value's truth.


class Loud:
    def __le__(self, other):
        print('__le__ called')
        return True

    def __and__(self, other):
        print('__and__ called')
        return 0


def check(a):
    a <= 0


def bits(a):
    a & 1


for i in range(1200):
    check(i)
    bits(i)
check(Loud())
bits(Loud())
try:
    check('text')
except TypeError as e:
    print('TypeError:', e)
try:
    bits(1.5)
except TypeError as e:
    print('TypeError:', e)


def f(x):
    if x:
        return 1
    return 0


for i in range(300):
    f(None)
print(f(True), f(1), f("a"), f([0]), f(None), f(0), f(""), f([]))


def g(x, y):
    return x or y


def h(x):
    return not x


for i in range(300):
    g(None, 5)
    h(None)
print(g(3, 5), g("", 5), g([1], 5), h(True), h(0), h("z"))


class Box:
    def __init__(self, v):
        self.v = v


def attr_truth(b):
    if b.v:
        return 'yes'
    return 'no'


for i in range(300):
    attr_truth(Box(None))
print(attr_truth(Box(1)), attr_truth(Box(None)), attr_truth(Box('s')))
