# Loops whose body adds, subtracts, ors or xors under a condition: compiled code
# may make the operation unconditional on a chosen operand (the operand or 0), so
# an add that leaves the 63-bit small-int range must still happen exactly when the
# condition holds, and leave compiled code there with the right frame.
LIMIT = 2 ** 62


def count_true(flags):
    count = 0
    for f in flags:
        if f:
            count += 1
    return count


def sum_odd(values, start):
    total = start
    for v in values:
        if v & 1:
            total += v
    return total


def take_unless(values, start, step):
    left = start
    for v in values:
        if not v > 10:
            left -= step
    return left


def bits(values):
    acc = 0
    flips = 0
    for v in values:
        if v % 3 == 0:
            acc |= v
        if v % 5 == 0:
            flips ^= v
    return acc, flips


def commuted(values, k):
    total = 0
    for v in values:
        if v > 0:
            total = k + total
    return total


flags = [i % 7 == 0 or i % 11 == 3 for i in range(2000)]
values = list(range(-50, 3000))
print(count_true(flags), count_true([False] * 500), count_true([True] * 500))
print(sum_odd(values, 0), sum_odd(values, LIMIT - 3_000_000))
# The add that leaves the range is under the condition: the last odd values.
print(sum_odd(values, LIMIT - 2_000_000))
print(take_unless(values, 0, 3), take_unless(values, -LIMIT + 100, 1))
print(bits(values))
print(commuted(values, 7), commuted(values, -(LIMIT // 4000)))
for _ in range(3):
    print(count_true(flags), sum_odd(values, LIMIT - 2_250_000), take_unless(values, -LIMIT + 50, 1))
