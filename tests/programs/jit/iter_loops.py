# Loops whose iterator the JIT keeps in registers (range, list and tuple iterators):
# the iterator object must be right whenever something else can see it (a deopt, a
# break, a later loop, a call that gets hold of it), and a range whose items are not
# all small ints must still count right.


def count_true(flags):
    count = 0
    for f in flags:
        if f:
            count += 1
    return count


def total(seq):
    t = 0
    for x in seq:
        t += x
    return t


def last_item(seq):
    x = "none"
    for x in seq:
        pass
    return x


def range_last(start, stop, step):
    m = "unset"
    for m in range(start, stop, step):
        pass
    return m


def range_count(start, stop, step):
    n = 0
    for i in range(start, stop, step):
        n += 1
    return n


def grows_while_iterating(items):
    seen = 0
    for x in items:
        seen += 1
        if x < 3:
            items.append(x + 10)
    return seen, items


def shrinks_while_iterating(items):
    seen = []
    for x in items:
        seen.append(x)
        if len(items) > 2:
            items.pop()
    return seen


def resume_after_break(items, cut):
    it = iter(items)
    first = 0
    for x in it:
        if x == cut:
            break
        first += 1
    rest = 0
    for x in it:
        rest += 1
    return first, rest


def advanced_inside(items):
    it = iter(items)
    pairs = []
    for x in it:
        pairs.append((x, next(it, None)))
    return pairs[-2:]


class Loud:
    def __init__(self, v):
        self.v = v

    def __bool__(self):
        return self.v % 3 == 0


def truth_by_method(items):
    n = 0
    for x in items:
        if x:
            n += 1
    return n


def raises_inside(items):
    n = 0
    for x in items:
        n += 10 // x
    return n


def nested(rows):
    t = 0
    for row in rows:
        for x in row:
            t += x
    return t


def mixed_items(items):
    n = 0
    for x in items:
        if x:
            n += 1
    return n


flags = [True] * 1000
for k in range(0, 1000, 7):
    flags[k] = False
print(count_true(flags), count_true([]), count_true([False] * 5))
print(total([1, 2, 3, 4]), total((5, 6, 7)), total(()), total(list(range(500))))
print(last_item([1, 2, 3]), last_item(()), last_item((9,)), last_item([]))
print(range_last(0, 10, 3), range_last(5, 5, 1), range_last(10, 0, -4))
big = 2**62
print(range_count(big - 3, big + 3, 1), range_last(big - 3, big + 3, 1))
print(range_count(-big - 2, -big + 2, 1), range_last(-big - 2, -big + 2, 1))
print(range_count(2**70, 2**70 + 5, 2), range_last(2**70, 2**70 + 5, 2))
print(range_count(0, big, big // 2), range_last(0, big, big // 2))
print(range_count(-(2**63), 2**63 - 1, 2**62), range_last(-(2**63), 2**63 - 1, 2**62))
print(range_count(0, 10, 2**62), range_last(big - 1, 0, -(2**62)))
print(grows_while_iterating([1, 5, 2]))
print(shrinks_while_iterating([1, 2, 3, 4, 5, 6]))
print(resume_after_break([1, 2, 3, 4, 5, 6], 3), resume_after_break((7, 8, 9), 8))
print(resume_after_break([1, 2], 99))
print(advanced_inside([1, 2, 3, 4, 5]), advanced_inside((1, 2, 3, 4)))
print(truth_by_method([Loud(v) for v in range(20)]))
print(nested([[1, 2], [], [3, 4, 5], (6,)]), nested(()))
print(mixed_items([0, 1, "", "a", None, [], [0], 0.0, 2.5, True, False]))
try:
    raises_inside([1, 2, 0, 4])
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
b = [True, False] * 3
b.append(0)
print(count_true(b), mixed_items(b))
for k in range(300):
    count_true(flags)
    total((1, 2, 3))
    range_count(0, k, 1)
print(count_true(flags), range_count(big - 3, big + 3, 1), range_last(big - 3, big + 3, 1))
