# itertools for streams: infinite iterators, slicing, grouping, running totals.
import itertools
from itertools import (count, cycle, repeat, islice, accumulate, chain, groupby,
                       tee, pairwise, zip_longest, takewhile, dropwhile,
                       filterfalse, compress, starmap)
import operator

print(list(islice(count(), 6)), list(islice(count(5, -2), 6)), list(islice(count(1.5, 0.5), 4)))
print(list(zip(count(1), "abc")), list(islice(cycle("RGB"), 10)), list(repeat("z", 4)))
print(list(map(pow, range(6), repeat(2))), list(repeat(None, 0)), list(repeat([1], -1)))
counter = count(10, 5)
times = repeat("r", 3)
print(counter, next(counter), counter, count(), count(0.5, 0.25), times, next(times), times, repeat(7))

# islice over a generator, with start/stop/step and None.
def naturals():
    n = 0
    while True:
        yield n
        n += 1
print(list(islice(naturals(), 3, 20, 4)), list(islice(naturals(), None, 5)), list(islice("abcdefg", 2, None, 2)))
it = iter(range(100))
print(list(islice(it, 3)), list(islice(it, 3)), next(it))
for args in ((-1,), (1, -2), (0, 5, 0), ("x",), (2.0,), (None, 3, -1)):
    try:
        islice(range(10), *args)
    except ValueError as e:
        print("ValueError:", e)

# Running totals and maxima.
deposits = [100, -20, 50, -80, 10, 300, -150]
print(list(accumulate(deposits)), list(accumulate(deposits, max)), list(accumulate(deposits, initial=1000)))
print(list(accumulate(range(1, 8), operator.mul)), list(accumulate(["a", "b", "c"])), list(accumulate([], initial=0)))
balance = list(accumulate(deposits, initial=0))
print(list(takewhile(lambda b: b >= 0, balance)), list(dropwhile(lambda b: b < 100, balance)))

# chain and chain.from_iterable.
print(list(chain("ab", range(3), [None])), list(chain.from_iterable(["xy", "", "z"])))
nested = [[1, 2], [3], [], [4, 5, 6]]
print(list(chain.from_iterable(nested)), sum(chain.from_iterable(nested)))
print(list(chain.from_iterable(repeat("ab", 3))))

# groupby: run-length encoding and grouping sorted records.
def rle(text):
    return "".join("%d%s" % (len(list(g)), k) for k, g in groupby(text))
print(rle("aaabccddddde"), rle(""), rle("abc"))
records = [("fruit", "apple"), ("veg", "kale"), ("fruit", "fig"), ("veg", "leek"), ("grain", "rye"), ("fruit", "kiwi")]
for kind, items in groupby(sorted(records), key=operator.itemgetter(0)):
    print(kind, [name for _, name in items])
print([(k, len(list(g))) for k, g in groupby([1, 1, 2, 3, 3, 3, 1, 1])])
print([(k, list(g)) for k, g in groupby(range(10), key=lambda n: n % 3 == 0)])
groups = groupby("aabbcc")
first_key, first_group = next(groups)
second_key, second_group = next(groups)
print(first_key, list(first_group), second_key, list(second_group))

# tee: look-ahead and independent iteration.
a, b = tee(iter([3, 1, 4, 1, 5, 9, 2, 6]))
next(b)
print([y - x for x, y in zip(a, b)])
x1, x2, x3 = tee(range(4), 3)
print(list(x1), list(x2), list(x3), tee("ab", 0))
print(list(pairwise([1, 4, 9, 16, 25])), list(pairwise("ab")), list(pairwise("a")))

# zip_longest, compress, filterfalse, starmap.
print(list(zip_longest("abcd", [1, 2], fillvalue="-")), list(zip_longest(range(2), "xyz", [True])))
print(list(compress("ABCDEFG", [1, 0, 1, 1, 0, 0, 1])), list(compress(range(10), cycle([0, 1, 1]))))
print(list(filterfalse(str.isdigit, "a1b2c3")), list(filterfalse(None, [0, 2, "", "x", None])))
print(list(starmap(divmod, [(17, 5), (9, 3), (-7, 2)])), list(starmap("{}-{}".format, zip("ab", "cd"))))

# A moving average over a stream.
def moving_average(stream, size):
    window = list(islice(stream, size - 1))
    out = []
    for value in stream:
        window.append(value)
        out.append(sum(window) / size)
        window.pop(0)
    return out
print(moving_average(iter([40, 30, 50, 46, 39, 44, 60, 20]), 3))

# Round-robin scheduling with cycle and islice.
def roundrobin(*iterables):
    pending = len(iterables)
    nexts = cycle(iter(it).__next__ for it in iterables)
    while pending:
        try:
            for nxt in nexts:
                yield nxt()
        except StopIteration:
            pending -= 1
            nexts = cycle(islice(nexts, pending))
print(list(roundrobin("ABC", "D", "EF")))

# Batching by hand with islice.
def batches(iterable, n):
    it = iter(iterable)
    while True:
        chunk = tuple(islice(it, n))
        if not chunk:
            return
        yield chunk
print(list(batches(range(11), 4)), list(batches("", 3)))
print(list(islice(zip(count(), cycle("ab"), repeat(0)), 5)))
