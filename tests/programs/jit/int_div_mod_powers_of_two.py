# `x // 2**k` and `x % 2**k` of small ints by a constant: an arithmetic shift and
# the low bits, which round toward negative infinity as Python does for either sign;
# other divisors (odd, negative, one) keep the general division.


def table(n):
    out = []
    for i in range(-n, n):
        out.append((i % 4, i // 4, i % 1, i // 1, i % 8, i // 2, i % 2**40, i // 2**40, i % 3, i // -4, i % -4))
    return out


def extremes(xs):
    return [(x % 4, x // 4, x // 2**61, x % 2**61, x // 2**62, x % 2**62) for x in xs]


def buckets(n):
    counts = [0] * 8
    for i in range(n):
        counts[(i * 7919 - 5000) % 8] += 1
        counts[((i * 31) // 16) % 8] -= 1
    return counts


for _ in range(3):
    rows = table(60)
    print(rows[:3], rows[-3:], sum(sum(t) for t in rows))
    print(extremes([-(2**62), -(2**61), 2**61 - 1, 2**62 - 1, -1, 0, 1, -5, 5]))
    print(buckets(500))
