# Additions and subtractions that a dominating comparison keeps inside the small-int
# range compile without an overflow check; ones the comparison does not bound keep
# it, and the values here cross the boundary (2**62) to show it: each result must be
# CPython's, big ints included.

SMALL_MAX = 2 ** 62 - 1
SMALL_MIN = -(2 ** 62)


def count_up(start, stop):
    i = start
    n = 0
    while i < stop:
        i += 1
        n += 1
    return i, n


def count_up_inclusive(start, stop):
    i = start
    while i <= stop:
        i += 1
    return i


def count_down(start, stop):
    i = start
    while i > stop:
        i -= 1
    return i


def step_past(start, stop):
    # `i < stop` does not bound `i + 7`.
    i = start
    while i < stop:
        i += 7
    return i


def clamp_sub(x, limit):
    if x > limit:
        return x - 999_983
    return x


def reversed_test(x, limit):
    if limit > x:
        return x + 1
    return -x


def wrap(total, items):
    for v in items:
        total += v
        if total > 1_000_000:
            total -= 999_983
    return total


def main():
    for _ in range(300):
        a = count_up(0, 50)
        b = count_up_inclusive(0, 50)
        c = count_down(50, 0)
        d = step_past(0, 50)
    print(a, b, c, d)
    print(count_up(SMALL_MAX - 3, SMALL_MAX))
    print(count_up(SMALL_MAX - 3, SMALL_MAX + 10))
    print(count_up_inclusive(SMALL_MAX - 3, SMALL_MAX))
    print(count_down(SMALL_MIN + 3, SMALL_MIN))
    print(count_down(SMALL_MIN + 3, SMALL_MIN - 10))
    print(step_past(SMALL_MAX - 10, SMALL_MAX))
    acc = 0
    for k in range(400):
        acc += clamp_sub(k * 5000, 1_000_000) + reversed_test(k, 300)
    print(acc)
    print(clamp_sub(SMALL_MIN + 5, SMALL_MIN), clamp_sub(SMALL_MAX, 0))
    print(reversed_test(SMALL_MAX - 1, SMALL_MAX), reversed_test(SMALL_MAX, SMALL_MAX))
    print(wrap(0, list(range(5000))), wrap(SMALL_MAX - 2, [1, 1, 1]))


main()
