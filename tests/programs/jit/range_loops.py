# Range loops whose iterator the JIT keeps in registers: the iterator object must be
# right whenever the interpreter takes over (a deopt, a break, a later loop).


def fill(flags, start, stop, step):
    for m in range(start, stop, step):
        flags[m] = False
    return flags.count(False)


def total(start, stop, step):
    t = 0
    for i in range(start, stop, step):
        t += i
    return t


def last_seen(start, stop, step):
    seen = None
    for i in range(start, stop, step):
        seen = i
    return seen


def resume_after_break(n, cut):
    it = iter(range(n))
    first = []
    for x in it:
        if x == cut:
            break
        first.append(x)
    rest = 0
    for x in it:
        rest += x
    return len(first), rest


def advanced_inside(n):
    it = iter(range(n))
    pairs = []
    for x in it:
        pairs.append((x, next(it, None)))
    return pairs[-2:]


def bad_index(flags, n):
    hits = 0
    for m in range(0, n):
        flags[m] = True
        hits += 1
    return hits


big = 2**62
for _ in range(40):
    fills = fill([True] * 200, 4, 200, 2), fill([True] * 50, 49, -1, -7)
    sums = total(0, 1000, 3), total(10, -10, -1), total(5, 5, 1), total(big - 6, big + 3, 2)
    lasts = last_seen(0, 10, 1), last_seen(big - 2, big + 2, 1), last_seen(0, 1, big), last_seen(-big, -big + 5, 2)
    resumed = resume_after_break(100, 37), resume_after_break(10, 99)
    advanced = advanced_inside(7)
print(fills, sums)
print(lasts, resumed, advanced)
try:
    bad_index([False] * 10, 12)
except IndexError as e:
    print("IndexError:", e)
print(total(-(2**63), -(2**63) + 4, 1), total(2**63 - 3, 2**63, 1))
print(sum(range(0, 2**62, 2**61)), [i for i in range(big - 1, big + 1)])
