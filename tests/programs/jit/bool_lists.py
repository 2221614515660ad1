# Lists made by repeating bools keep them as bytes until something else goes in.
# Every list operation must see the same items as with ordinary storage.


def sieve(n):
    flags = [True] * (n + 1)
    flags[0] = flags[1] = False
    p = 2
    while p * p <= n:
        if flags[p]:
            for m in range(p * p, n + 1, p):
                flags[m] = False
        p += 1
    return [i for i, f in enumerate(flags) if f]


def count_true(flags):
    count = 0
    for f in flags:
        if f:
            count += 1
    return count


def store_all(flags, value):
    for i in range(len(flags)):
        flags[i] = value
    return flags


def read_all(flags):
    out = []
    for i in range(len(flags)):
        out.append(flags[i])
    return out


for n in (2, 3, 10, 100, 1000):
    print(n, len(sieve(n)), sieve(n)[-3:])

a = [False] * 5
print(a, len(a), a[0], a[-1], a[4] is False)
a[2] = True
a[-1] = True
print(a, a.count(True), a.index(True), True in a, 1 in a, 2 in a)
# An int equal to True is still an int.
b = [True] * 4
b[1] = 1
b[2] = 1.0
print(b, [type(x).__name__ for x in b])
c = [False, True] * 3
print(c, c[1::2], c[::-1], c[2:4])
c.append(True)
print(c, len(c))
d = [True] * 3
d.append(None)
print(d)
e = [True] * 6
print(e.pop(), e.pop(0), e)
del e[1]
print(e)
e.insert(0, False)
print(e)
e.remove(True)
print(e)
e.extend([False, 7])
print(e)
f = [False] * 4
f.sort()
print(f, sorted([True, False] * 2), list(reversed([True, False] * 2)))
f.reverse()
print(f == [False] * 4, f != [True] * 4, f < [True], [True] * 2 + [False])
g = [True] * 2
g *= 3
print(g, g * 0, [True] * -1, 2 * [False])
h = [True] * 3
h[0:2] = [0, 0]
print(h)
h2 = [True] * 5
h2[1:3] = []
print(h2, h2.copy(), list(h2), tuple(h2))
x, y, z = [True, False] * 1 + [True]
print(x, y, z)
print(sum([True] * 7), any([False] * 3), all([True] * 3), max([False, True] * 2), min([True] * 2))
print(str([True] * 2), repr([False] * 2), [True] * 2 == [1, 1])
nested = [[False] * 3 for _ in range(3)]
nested[1][1] = True
print(nested)
k = [True] * 3
k.clear()
print(k, len(k))
print(list(zip([True] * 2, [False] * 2)), list(enumerate([False] * 2)))
m = [False] * 3
m[1] = m
print(len(m), m[0], m[1] is m)

# Loops long enough to be compiled, over bool lists and lists widened midway.
total = 0
for _ in range(30):
    total += count_true(store_all([False] * 50, True))
    total += count_true(read_all([True, False] * 25))
    w = [True] * 40
    w[39] = "x"
    total += count_true(w)
print(total, len(sieve(5000)))
mixed = store_all([True] * 10, 0)
print(mixed, count_true(mixed))
