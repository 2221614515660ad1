# range(...) of ints in compiled loops is built directly: one, two and three
# arguments, negative and empty ranges, bounds from len() and beyond 64 bits, and a
# zero step raising ValueError from compiled code.


def nested(items, step):
    n = len(items)
    total = 0
    for i in range(n):
        for j in range(i + 1, n):
            total += items[i] * items[j]
        for k in range(n - 1, i, -step):
            total -= k
    return total


def big(base):
    out = []
    for x in range(base, base + 3):
        out.append(x % 1000)
    for y in range(base + 10, base, -4):
        out.append(y % 1000)
    return out


def stepped(a, b, s):
    acc = 0
    for r in range(200):
        for v in range(a, b, s):
            acc += v
    return acc


print(sum(nested([1, 2, 3, 4, 5, 6], s) for s in (1, 2, 3) for _ in range(300)))
print(big(10**20), big(-(2**70)), big(7))
print([stepped(a, b, s) for a, b, s in [(0, 10, 1), (10, 0, -3), (5, 5, 2), (-7, 7, 5)]])
for bad in (0,):
    try:
        stepped(1, 5, bad)
    except ValueError as e:
        print("ValueError:", e)
print(len(range(2**40)), list(range(3, -3, -2)))


# A range something else sees (a local used after the loop, two loops over one
# range) is still a range; only a range nothing but its loop sees is made as an
# iterator directly.
def kept(n):
    r = range(n, 0, -1)
    s = 0
    for x in r:
        s += x
    for y in r:
        s -= y // 2
    return s, len(r), r[0] if n else None, list(range(n))[-1:]


print([kept(n) for n in (0, 1, 7, 300)])
for _ in range(300):
    kept(5)
print(kept(2**62 + 3 - 2**62), [v for v in range(2**63 - 2, 2**63 + 1)])
