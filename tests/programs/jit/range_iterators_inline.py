# Range iterators made in compiled code: small-int bounds with a constant step are
# counted and allocated inline; other bounds and steps go to the runtime. Every
# count (empty, one, rounded up) and both directions, near the small-int limits.
# (Bounds computed in the function are known ints, which the inline path needs.)


def total(start, stop):
    t = 0
    for i in range(start + 0, stop - 0):
        t += i
    return t


def stepped(start, stop):
    lo, hi = start + 1, stop - 1
    out = []
    for i in range(lo, hi, 3):
        out.append(i)
    for i in range(hi, lo, -3):
        out.append(i)
    for i in range(lo, hi, -1):
        out.append(i)
    for i in range(hi, lo, -1):
        out.append(-i)
    for i in range(lo, hi, 4):
        out.append(i * 10)
    return out


def by(start, stop, step):
    return [i for i in range(start, stop, step)]


def nested(n):
    n = n + 0
    count = 0
    for i in range(n):
        for j in range(i + 1, n):
            for k in range(j, n, 2):
                count += k - i
    return count


def last_of(stop):
    x = None
    for x in range(stop):
        pass
    return x


cases = [(0, 0), (0, 1), (5, 3), (-4, 4), (3, 10), (10, 3), (-10, -3), (7, 8)]
for _ in range(40):
    for a, b in cases:
        total(a, b)
        stepped(a, b)
    nested(12)
print([total(a, b) for a, b in cases])
print([stepped(a, b) for a, b in cases])
print(nested(30))
print([last_of(n) for n in (0, 1, 2, 100)])

big = 2**62
print(total(big - 3, big + 2), total(-big - 2, -big + 2))
print(stepped(big - 7, big + 5)[:6])
print(total(10**20, 10**20 + 3), total(2**63 - 2, 2**63 + 1))
for step in (1, 2, 5, -1, -2, 7):
    print(step, by(-9, 9, step), by(9, -9, step))
try:
    by(0, 5, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    total(0, 2.5)
except TypeError as e:
    print("TypeError:", e)
print(total(True, 5), by(False, True, True))
