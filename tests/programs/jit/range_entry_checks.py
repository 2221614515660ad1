# A range loop checks once, before its first turn, that every value it will
# produce is a small int (the 63-bit immediate range); when one is not, compiled
# code must leave before the loop and the interpreter must produce the same values
# (as big ints where needed). Also ranges whose last value sits exactly on either
# end of the range, empty ranges near the ends, single-value ranges with huge
# steps, and loops entered mid-way (OSR) whose remaining values cross the boundary.
LIMIT = 2 ** 62


def total(start, stop, step):
    s = 0
    for i in range(start, stop, step):
        s += i & 0xFFFF
    return s


def ends(start, stop, step):
    first = last = None
    count = 0
    for i in range(start, stop, step):
        if first is None:
            first = i
        last = i
        count += 1
    return first, last, count


def long_then_big(n):
    # Many small values first (the loop is hot and gets compiled mid-way), then the
    # last few leave the small-int range.
    s = 0
    for i in range(LIMIT - n, LIMIT + 3):
        s += i - LIMIT
    return s


cases = [
    (0, 100, 1),
    (LIMIT - 10, LIMIT, 1),
    (LIMIT - 10, LIMIT + 1, 1),
    (-LIMIT, -LIMIT + 10, 3),
    (-LIMIT + 10, -LIMIT - 1, -1),
    (-LIMIT + 10, -LIMIT, -1),
    (LIMIT - 1, -LIMIT - 1, -(LIMIT - 1)),
    (LIMIT - 1, -LIMIT, -(LIMIT - 1)),
    (0, 1, LIMIT),
    (0, 1, 2 ** 63),
    (LIMIT, LIMIT, 1),
    (LIMIT + 5, LIMIT, 1),
    (-(2 ** 63), -(2 ** 63) + 3, 1),
    (2 ** 63 - 3, 2 ** 63, 1),
]
for _ in range(3):
    for start, stop, step in cases:
        print(start, stop, step, total(start, stop, step), ends(start, stop, step))
print(long_then_big(5000))
print(long_then_big(50))
