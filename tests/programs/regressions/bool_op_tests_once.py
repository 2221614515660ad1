# `a and b or c` tests a's truth once when it is false (CPython's compiler threads
# the jump through the `or` test), and likewise for longer chains and conditions
# (issue 18, fuzz seed 1143: ember called __bool__ twice).
class Num:
    calls = 0

    def __init__(self, v):
        self.v = v

    def __bool__(self):
        Num.calls += 1
        return self.v != 0

    def __repr__(self):
        return 'Num(%d)' % self.v


def and_or(a, b, c):
    return a and b or c


def or_and(a, b, c):
    return (a or b) and c


def chain(a, b, c, d):
    return a and b and c or d


def in_condition(a, b, c):
    if a and b or c:
        return 'yes'
    return 'no'


def negated(a, b):
    return not (a and b)


values = [Num(0), Num(1), 0, 3, '', 'x']
for f in [and_or, or_and]:
    for a in values:
        for b in values:
            Num.calls = 0
            r = f(a, b, Num(2))
            print(f.__name__, a, b, r, Num.calls)
for i in range(40):
    Num.calls = 0
    r = chain(Num(i % 2), Num(i % 3), Num(i % 5), 'd')
    s = in_condition(Num(i % 2), Num(i % 3), Num(i % 4))
    t = negated(Num(i % 2), Num(i % 3))
    print(i, r, s, t, Num.calls)
