# `for` loops over range(a, b) and range(a, b, -1) of small ints: the compiled loop
# makes no iterator, and leaving it (a guard failing mid-loop, a big int, an
# exception) makes one with the fields it has there, which the interpreter then
# goes on iterating.


def mixed_sum(items, lo, hi):
    # A float among ints fails the int guard of the sum after some turns.
    total = 0
    for i in range(lo, hi):
        total += items[i]
    return total


def nested(n):
    # An inner iterator that starts at the outer one's value, both in registers.
    pairs = 0
    weight = 0
    for i in range(n):
        for j in range(i + 1, n):
            pairs += 1
            weight += i * j
    return pairs, weight


def countdown(a, b):
    out = []
    for k in range(a, b, -1):
        out.append(k)
    return out


def overflow_inside(start, n, big_at):
    # A product leaving the small-int range deopts inside the loop; the interpreter
    # finishes the loop with the iterator made at the deopt.
    acc = []
    for i in range(start, start + n):
        if i == big_at:
            acc.append(i * 2**62)
        else:
            acc.append(i)
    return acc


def raises_inside(n, bad):
    seen = []
    for i in range(n):
        seen.append(10 // (i - bad))
    return seen


def near_limits(lo, hi):
    # Bounds near the small-int limits: the values stay between them.
    out = []
    for v in range(lo, hi):
        out.append(v - lo)
    for v in range(hi, lo, -1):
        out.append(hi - v)
    return out


def empty_and_reversed(a, b):
    count = 0
    for _ in range(a, b):
        count += 1
    for _ in range(b, a, -1):
        count += 10
    return count


def broken_out(n, stop_at):
    last = -1
    for i in range(n):
        if i == stop_at:
            break
        last = i
    else:
        last = "no break"
    return last


def kept_iterator(n):
    # An iterator the program sees is made as before.
    it = iter(range(n))
    first = next(it)
    rest = 0
    for x in it:
        rest += x
    return first, rest


def shifting_types(rows):
    # The element types change between calls: each call's loop may deopt at another
    # turn, with both iterators live.
    total = 0
    for r in range(len(rows)):
        row = rows[r]
        for c in range(0, len(row)):
            total = total + row[c]
    return total


for round_ in range(30):
    ints = list(range(40))
    print(mixed_sum(ints, 3, 30), end=" ")
    if round_ % 7 == 6:
        ints[20] = 0.5
        print(mixed_sum(ints, 3, 30), end=" ")
    print(nested(6 + round_ % 4), end=" ")
    print(countdown(round_ % 5, -3), end=" ")
    print(overflow_inside(round_, 6, round_ + 4 if round_ % 3 == 0 else -1), end=" ")
    try:
        print(raises_inside(8, 5 if round_ % 4 == 0 else 99), end=" ")
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e, end=" ")
    print(empty_and_reversed(round_ % 3, 2), end=" ")
    print(broken_out(10, round_ % 12), end=" ")
    print(kept_iterator(round_ % 6 + 1))

limit = 2**62
print(near_limits(limit - 5, limit - 1))
print(near_limits(-limit, -limit + 3))
print(near_limits(limit - 3, limit + 2) == list(range(5)) + list(range(5)))

rows_int = [[1, 2, 3], [4, 5], [6]]
rows_float = [[1, 2, 3], [4, 5.5], [6]]
rows_str = [["a", "b"], ["c"]]
for k in range(12):
    print(shifting_types(rows_int), shifting_types(rows_float), end=" ")
    try:
        shifting_types([[1], ["x"]])
    except TypeError as e:
        print("TypeError:", e)
