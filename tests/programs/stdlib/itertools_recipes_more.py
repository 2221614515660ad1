from itertools import (accumulate, chain, combinations, count, cycle, groupby, islice, permutations, product, repeat,
                       starmap, tee, zip_longest, filterfalse, takewhile, dropwhile, compress, pairwise, combinations_with_replacement)
import operator
from collections import deque


def take(n, it):
    return list(islice(it, n))

def prepend(value, it):
    return chain([value], it)

def tabulate(f, start=0):
    return map(f, count(start))

def tail(n, it):
    return iter(deque(it, maxlen=n))

def consume(it, n=None):
    if n is None:
        deque(it, maxlen=0)
    else:
        next(islice(it, n, n), None)

def nth(it, n, default=None):
    return next(islice(it, n, None), default)

def all_equal(it):
    g = groupby(it)
    return next(g, True) and not next(g, False)

def quantify(it, pred=bool):
    return sum(map(pred, it))

def ncycles(it, n):
    return chain.from_iterable(repeat(tuple(it), n))

def flatten(list_of_lists):
    return chain.from_iterable(list_of_lists)

def grouper(it, n, fillvalue=None):
    args = [iter(it)] * n
    return zip_longest(*args, fillvalue=fillvalue)

def roundrobin(*its):
    num_active = len(its)
    nexts = cycle(iter(i).__next__ for i in its)
    while num_active:
        try:
            for nxt in nexts:
                yield nxt()
        except StopIteration:
            num_active -= 1
            nexts = cycle(islice(nexts, num_active))

def partition(pred, it):
    t1, t2 = tee(it)
    return filterfalse(pred, t1), filter(pred, t2)

def powerset(it):
    s = list(it)
    return chain.from_iterable(combinations(s, r) for r in range(len(s) + 1))

def unique_everseen(it, key=None):
    seen = set()
    for el in it:
        k = el if key is None else key(el)
        if k not in seen:
            seen.add(k)
            yield el

def unique_justseen(it, key=None):
    return map(next, map(operator.itemgetter(1), groupby(it, key)))

def iter_except(func, exc, first=None):
    try:
        if first is not None:
            yield first()
        while True:
            yield func()
    except exc:
        pass

def first_true(it, default=False, pred=None):
    return next(filter(pred, it), default)

def sliding_window(it, n):
    it = iter(it)
    window = deque(islice(it, n), maxlen=n)
    if len(window) == n:
        yield tuple(window)
    for x in it:
        window.append(x)
        yield tuple(window)

def batched(it, n):
    it = iter(it)
    while True:
        batch = tuple(islice(it, n))
        if not batch:
            return
        yield batch

def triplewise(it):
    for (a, _), (b, c) in pairwise(pairwise(it)):
        yield a, b, c

def dotproduct(v1, v2):
    return sum(map(operator.mul, v1, v2))

def convolve(signal, kernel):
    kernel = tuple(kernel)[::-1]
    n = len(kernel)
    padded = chain(repeat(0, n - 1), signal, repeat(0, n - 1))
    for window in sliding_window(padded, n):
        yield dotproduct(kernel, window)

def polynomial_eval(coeffs, x):
    return sum(starmap(operator.mul, zip(coeffs, map(pow, repeat(x), reversed(range(len(coeffs)))))))

def random_product_det(*args, repeat_=1):
    pools = [tuple(p) for p in args] * repeat_
    return tuple(p[len(p) // 2] for p in pools)

def sieve(n):
    data = bytearray((0, 1)) * (n // 2)
    data[:3] = 0, 0, 0
    limit = int(n ** 0.5) + 1
    for p in compress(range(limit), data):
        data[p * p::p + p] = bytes(len(range(p * p, n, p + p)))
    yield 2
    yield from compress(count(), data)

print(take(5, tabulate(lambda x: x * x)), take(3, prepend(0, [1, 2])), list(tail(3, range(10))))
it = iter(range(10)); consume(it, 3); print(next(it)); consume(it); print(next(it, "done"))
print(nth(range(10), 3), nth(range(3), 10, "dflt"), all_equal("aaaa"), all_equal("aab"), all_equal(""))
print(quantify([1, 0, 2, 0, 3]), quantify(range(10), lambda x: x % 3 == 0), list(ncycles("ab", 3)), list(flatten([[1, 2], [3], []])))
print(list(grouper("ABCDEFG", 3, "x")), list(roundrobin("ABC", "D", "EF")))
evens, odds = partition(lambda x: x % 2, range(10))
print(list(evens), list(odds), list(powerset([1, 2, 3])))
print(list(unique_everseen("AAAABBBCCDAABBB")), list(unique_everseen("ABBcCAD", str.lower)), list(unique_justseen("AAAABBBCCDAABBB")))
print(list(unique_justseen("ABBcCAD", str.lower)))
s = {3, 1, 2}
print(sorted(iter_except(s.pop, KeyError)), list(iter_except([1, 2].pop, IndexError, first=lambda: "first")))
print(first_true([0, "", 5, 6]), first_true([], "none"), first_true(range(10), pred=lambda x: x > 6))
print(list(sliding_window("ABCDEFG", 4)), list(sliding_window("AB", 3)), list(batched("ABCDEFG", 3)), list(triplewise("ABCDE")))
print(list(convolve([1, 2, 3, 4], [1, -1])), list(convolve([1, 1, 1, 1], [0.25, 0.5, 0.25])))
print(polynomial_eval([1, -4, -17, 60], 2), polynomial_eval([1, -4, -17, 60], 5), dotproduct([1, 2, 3], [4, 5, 6]))
print(random_product_det("abc", range(5), repeat_=2), list(sieve(60)))
print(list(accumulate(repeat(2, 10), operator.mul)), list(accumulate([1, 5, 2, 8, 3], min)))
print(list(takewhile(lambda p: p < 30, sieve(100))), list(dropwhile(str.isupper, "ABcDe")))
print(list(starmap(lambda *a: "-".join(a), permutations("xyz", 2))), len(list(product("ab", repeat=5))))
print([("".join(p), sum(1 for _ in g)) for p, g in groupby(sorted(combinations_with_replacement("abc", 3), key=lambda t: t[0]), key=lambda t: t[0])])
cards = list(product("23456789TJQKA", "shdc"))
print(len(cards), cards[:3], cards[-2:])
hands = combinations(range(52), 5)
print(sum(1 for _ in islice(hands, 3000)))
print(list(zip_longest(*[iter("abcdefgh")] * 3, fillvalue="?")))
print(list(islice(count(1, 0.25), 6)), list(islice(cycle([1, 2]), 0)), list(compress("abc", [0, 0, 0])))
