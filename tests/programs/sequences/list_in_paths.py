# `x in list` and `x in tuple` in hot loops: small ints, strs and tuples compare
# directly; equal values of other types (1.0, True), NaN by identity, and items whose
# __eq__ is Python code (which may change the list) keep CPython's answers.


class Loud:
    calls = 0

    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        Loud.calls += 1
        return self.v == other


class Shrinker:
    def __init__(self, target):
        self.target = target

    def __eq__(self, other):
        if self.target:
            self.target.pop()
        return False


nan = float("nan")


def count_in(items, seq):
    n = 0
    for x in items:
        if x in seq:
            n += 1
    return n


for rounds in range(3):
    primes = [2, 3, 5, 7, 11, 13]
    print(count_in(range(20), primes), count_in(range(20), tuple(primes)))
    print(count_in([2.0, True, 3.0, "2", (2,)], primes))
    words = ["alpha", "beta", "gamma"]
    print(count_in(["al" + "pha", "beta", "delta", 1, None], words))
    pairs = [(1, "a"), (2, "b"), (3, (4, 5))]
    print(count_in([(1, "a"), (2, "c"), (3, (4, 5)), (3, (4, 5.0)), (1,)], pairs))
    print(nan in [nan], float("nan") in [nan], nan in (1, nan))
    Loud.calls = 0
    mixed = [1, "x", Loud(5), 7]
    print(count_in([5, 7, "x", 9], mixed), Loud.calls)
    lst = [Shrinker(None)] * 0 + [1, 2, 3]
    lst.insert(0, Shrinker(lst))
    print(99 in lst, len(lst))
    print([] in [[]], [1, [2]] in [[1, [2]]], {1: 2} in [{1: 2}])
