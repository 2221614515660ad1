# A tuple a function returns only to be unpacked by its caller: once the callee is
# inlined, the tuple is never made. The results stay right when the items change
# type (deopts after the unpack), when the tuple also escapes, when the counts do
# not match (ValueError), with nested targets.


def divmod2(a, b):
    return a // b, a % b


def minmax(a, b):
    if a < b:
        return a, b
    return b, a


def triple(x):
    return x, x + 1, x + 2


def nested(x):
    return x, (x * 2, x * 3)


def sums(n):
    total = 0
    for i in range(1, n):
        q, r = divmod2(i * 7, 5)
        total += q - r
    return total


def mixed(values):
    out = []
    for v in values:
        lo, hi = minmax(v, 10)
        out.append(hi - lo)
    return out


def kept(n):
    pairs = []
    for i in range(n):
        p = minmax(i, n - i)
        lo, hi = p
        pairs.append(p)
        if lo > hi:
            return "wrong"
    return len(pairs), pairs[3], pairs[-1]


def wrong_count(n):
    caught = 0
    for i in range(n):
        try:
            a, b = triple(i) if i % 100 == 99 else divmod2(i, 3)
        except ValueError as e:
            caught += 1
            last = str(e)
    return caught, last


def unpacked_nested(n):
    total = 0
    for i in range(n):
        first, second, third = triple(i)
        a, (b, c) = nested(i)
        total += first + second * third + a + b + c
    return total


print(sums(200000))
print(mixed(list(range(20)) + [2.5, 30.0, -1.5] + list(range(20, 0, -1))))
print(mixed([True, False, 7]))
print(kept(3000))
print(wrong_count(3000))
print(unpacked_nested(3000))
