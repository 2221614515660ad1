# Starred assignment targets: `a, *b, c = v` takes the middle into a list, from any
# iterable; in for loops, nested targets and hot compiled loops; the errors
# CPython gives when there are too few values or none to iterate.

a, *b = [1, 2, 3]
print(a, b)
*a, b = (1, 2, 3)
print(a, b)
a, *b, c = "hello"
print(a, b, c)
first, *middle, last = range(2)
print(first, middle, last)
[x, *ys] = iter([7])
print(x, ys)
(p, *q), r = [1, 2, 3], 4
print(p, q, r)
head, *tail = (n * n for n in range(5))
print(head, tail)
*everything, = {3: "a"}
print(everything)

for k, *rest in [(1, 2, 3), (4,), "xyz"]:
    print(k, rest)


def split_all(rows):
    total = 0
    longest = []
    for row in rows:
        first, *inner, end = row
        total += first + end + len(inner)
        if len(inner) > len(longest):
            longest = inner
    return total, longest


rows = [list(range(i % 7 + 2)) for i in range(3000)]
print(split_all(rows))

for bad in ([1], (), 5, None):
    try:
        a, *b, c = bad
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)


class Pair:
    def __iter__(self):
        yield "left"
        yield "right"


*left, right = Pair()
print(left, right)


def swapped(values):
    out = []
    for v in values:
        a, *b = v
        out.append((b, a))
    return out


print(swapped(["ab", [1], (2, 3, 4)] * 2))
