# Compiled code reads and writes the bytes of a list that stores bools as bytes,
# behind a guard on the storage: every way the list can stop storing bytes (a
# non-bool stored, an append, a call in the loop body) must leave through the guard
# and give the interpreter's answer.


def count_true(flags):
    count = 0
    for f in flags:
        if f:
            count += 1
    return count


def clear_multiples(flags, p):
    for m in range(p * p, len(flags), p):
        flags[m] = False
    return flags


def read_at(flags, indices):
    total = 0
    for i in indices:
        if flags[i]:
            total += 1
    return total


def widen(flags, k):
    flags[k] = "widened"


def count_and_widen(flags, at):
    # A call in the body widens the list the loop is iterating.
    count = 0
    for i, f in enumerate(flags):
        if i == at:
            widen(flags, len(flags) - 1)
        if f:
            count += 1
    return count


def store_and_append(flags, n):
    for i in range(n):
        flags[i] = i % 3 == 0
        if i == n // 2:
            flags.append(True)
    return count_true(flags)


def sieve_then_count(n, spoil):
    # The count loop has not run when the first loop is compiled (OSR): it guesses
    # from the other accesses of the same list.
    flags = [True] * (n + 1)
    flags[0] = flags[1] = False
    p = 2
    while p * p <= n:
        if flags[p]:
            for m in range(p * p, n + 1, p):
                flags[m] = False
        p += 1
    if spoil:
        flags[n] = None
    count = 0
    for f in flags:
        if f:
            count += 1
    return count


for rounds in range(3):
    flags = [True] * 300
    for p in (2, 3, 5, 7):
        clear_multiples(flags, p)
    print(count_true(flags), read_at(flags, range(0, 300, 7)))

# Value storage (a list literal) after the bool lists made the code.
values = [True, False, True] * 100
print(count_true(values), read_at(values, range(0, 300, 3)))
clear_multiples(values, 2)
print(count_true(values))
# Storage widened by a non-bool after compilation.
mixed = [True] * 300
mixed[5] = 0
print(count_true(mixed), read_at(mixed, range(300)))
print(clear_multiples([True] * 300, 2).count(True))

for at in (0, 150, 299):
    print(count_and_widen([True] * 300, at))
print(store_and_append([False] * 400, 400))

for n in (2000, 3000):
    print(sieve_then_count(n, False), sieve_then_count(n, True))
