# Arithmetic sites that start on small ints and overflow into big ints, again and
# again: compiled code must keep CPython's results whether a site deopts, is
# recompiled to call the big-int arithmetic, or sees big operands from the start.

MOD = 2**64 + 13
BIG = 2**62 - 5


def hash_step(h, c):
    # h * 31 leaves the small-int range after a few steps, then the modulo brings it back.
    return (h * 31 + c) % MOD


def rolling_hash(n):
    h = 7
    for i in range(n):
        h = hash_step(h, i)
    return h


def grows_past_the_limit(n):
    # Small for the first thousand iterations, big after.
    t = 0
    for i in range(n):
        t += i * 4611686018427387
    return t


def mixed_signs(n):
    # Sums that cross zero and the small-int boundary on both sides.
    acc = 0
    out = []
    for i in range(n):
        step = BIG if i % 2 == 0 else -BIG - 7
        acc = acc + step * (i % 5) - i
        if i % 97 == 0:
            out.append(acc)
    return acc, out[:6]


def floor_ops(n):
    # // and % of big and small ints with every sign combination.
    total = 0
    for i in range(1, n):
        a = (BIG + i) * (1 if i % 3 else -1)
        b = (i % 7 + 1) * (1 if i % 2 else -1)
        total += a // b + a % b
        total -= (a * a) // (BIG + 1) % 1000003
    return total


def bitwise(n):
    # &, |, ^ and shifts of negative and positive big ints (two's complement).
    x = 0
    for i in range(n):
        v = (BIG << (i % 4)) - i
        w = -v if i % 3 == 0 else v
        x ^= w & (2**70 - 1)
        x |= (w >> (i % 65)) & 0xFFFF
        x &= ~(1 << (i % 80))
    return x


def fib_mod(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, (a + b) % (2**89 - 1)
    return a


def shrink_back(n):
    # Big results that come back into the small-int range.
    out = []
    for i in range(n):
        big = (BIG + i) * (BIG - i)
        small = big // (BIG - i) - BIG
        out.append(small)
    return sum(out), out[-1]


def zero_divisor(values):
    caught = 0
    results = []
    for d in values:
        try:
            results.append((2**70 + d) // d)
        except ZeroDivisionError as e:
            caught += 1
            results.append(str(e))
        try:
            results.append((BIG * 4) % d)
        except ZeroDivisionError as e:
            caught += 1
            results.append(str(e))
    return caught, results


def negative_shift():
    try:
        v = BIG * 8
        for i in range(3, -2, -1):
            v = v << i
        return v
    except ValueError as e:
        return "ValueError: " + str(e)


for rounds in range(3):
    print(rolling_hash(3000))
    print(grows_past_the_limit(3000))
    print(mixed_signs(800))
    print(floor_ops(600))
    print(bitwise(500))
    print(fib_mod(700))
    print(shrink_back(400))
print(zero_divisor([3, -3, 0, 7, 0, -1]))
print(negative_shift())
print(type(grows_past_the_limit(10)), type(grows_past_the_limit(2000)))
