# Compiled small-int multiplication, floor division and modulo at their edges: a
# product landing exactly on either end of the 63-bit immediate range or one past
# it (the compiled code must deopt to big ints there), and floor division and
# modulo by constant and variable divisors of both signs with dividends of both
# signs (Python rounds toward minus infinity).
LIMIT = 2 ** 62


def products(pairs):
    out = []
    for a, b in pairs:
        out.append(a * b)
    return out


def by_constants(values):
    out = []
    for v in values:
        out.append((v % 7, v // 7, v % -7, v // -7, v % 1, v // -1, v % 2 ** 40))
    return out


def by_variables(values, divisors):
    out = []
    for v in values:
        for d in divisors:
            out.append((v % d, v // d))
    return out


def square_mod(n):
    total = 0
    i = -n
    while i < n:
        total += (i * i) % 7 - (i * 3) % 5 + (i * -3) // 4
        i += 1
    return total


pairs = [
    (2 ** 31, 2 ** 31),
    (2 ** 31, -(2 ** 31)),
    (-(2 ** 31), -(2 ** 31)),
    (2 ** 61, 2),
    (-(2 ** 61), 2),
    (2 ** 61, -2),
    (-(2 ** 61), -2),
    (LIMIT - 1, 1),
    (LIMIT - 1, -1),
    (-LIMIT, 1),
    (-LIMIT, -1),
    (3, (LIMIT - 1) // 3),
    (3, (LIMIT - 1) // 3 + 1),
    (-3, (LIMIT - 1) // 3 + 1),
    (2 ** 40, 2 ** 22),
    (2 ** 40, -(2 ** 22)),
    (0, -LIMIT),
    (12345, 0),
]
for _ in range(3):
    print(products(pairs))
values = [0, 1, 6, 7, 8, -1, -6, -7, -8, 41, -41, LIMIT - 1, -LIMIT, 2 ** 40 + 3, -(2 ** 40) - 3]
for row in by_constants(values * 3)[-len(values):]:
    print(row)
print(by_variables(values, [1, -1, 3, -3, 7, -7, 2 ** 33, -(2 ** 33)]))
print(square_mod(5000))
