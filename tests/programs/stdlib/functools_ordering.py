# functools.total_ordering and cmp_to_key: sorting with custom orders.
from functools import total_ordering, cmp_to_key

@total_ordering
class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split("."))
        self.text = text
    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts == other.parts
    def __lt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts < other.parts
    def __hash__(self):
        return hash(self.parts)
    def __repr__(self):
        return "V" + self.text

vs = [Version(t) for t in ["1.10", "1.2", "1.2.0", "0.9.9", "2.0", "1.2", "10.0", "1.9"]]
print(sorted(vs))
print(max(vs), min(vs))
a, b = Version("1.2"), Version("1.10")
print(a < b, a <= b, a > b, a >= b, a == b, a != b)
print(Version("2.0") >= Version("2.0"), Version("2.0") <= Version("1.0"))
for name in ("__lt__", "__le__", "__gt__", "__ge__"):
    print(name, getattr(Version, name).__name__)
try:
    print(a < 3)
except TypeError as e:
    print("TypeError:", e)
try:
    print(a >= "x")
except TypeError as e:
    print("TypeError:", e)

@total_ordering
class Card:
    RANKS = "23456789TJQKA"
    def __init__(self, code):
        self.rank = Card.RANKS.index(code[0])
        self.suit = code[1]
        self.code = code
    def __eq__(self, other):
        return self.rank == other.rank
    def __gt__(self, other):
        return self.rank > other.rank
    def __repr__(self):
        return self.code

hand = [Card(c) for c in ["Th", "2c", "As", "9d", "Tc", "Kh", "2s"]]
print(sorted(hand), sorted(hand, reverse=True))
print(Card("Qh") < Card("Kd"), Card("Qh") <= Card("Qd"), Card("3c") >= Card("4c"))

@total_ordering
class Weight:
    def __init__(self, g):
        self.g = g
    def __eq__(self, other):
        return self.g == other.g
    def __le__(self, other):
        return self.g <= other.g
    def __repr__(self):
        return "%dg" % self.g
ws = [Weight(w) for w in (500, 20, 1000, 20, 7)]
print(sorted(ws), Weight(3) < Weight(3), Weight(4) > Weight(3), Weight(2) >= Weight(3))

@total_ordering
class Priority:
    def __init__(self, p):
        self.p = p
    def __eq__(self, other):
        return self.p == other.p
    def __ge__(self, other):
        return self.p >= other.p
print(Priority(1) < Priority(2), Priority(2) > Priority(2), Priority(2) <= Priority(2))

try:
    @total_ordering
    class Plain:
        pass
except ValueError as e:
    print("ValueError:", e)

# cmp_to_key with classic three-way comparison functions.
def by_length_then_alpha(x, y):
    if len(x) != len(y):
        return len(x) - len(y)
    return (x > y) - (x < y)

words = "banana kiwi apple fig cherry date elderberry grape".split()
print(sorted(words, key=cmp_to_key(by_length_then_alpha)))
print(sorted(words, key=cmp_to_key(by_length_then_alpha), reverse=True))

def largest_number(nums):
    def cmp(a, b):
        if a + b > b + a:
            return -1
        if a + b < b + a:
            return 1
        return 0
    return "".join(sorted(map(str, nums), key=cmp_to_key(cmp)))
print(largest_number([3, 30, 34, 5, 9]), largest_number([10, 2]), largest_number([121, 12]))

def by_parity(a, b):
    # evens first, then by descending value
    if a % 2 != b % 2:
        return a % 2 - b % 2
    return b - a
print(sorted(range(15), key=cmp_to_key(by_parity)))

K = cmp_to_key(lambda a, b: a - b)
k1, k2 = K(1), K(5)
print(k1 < k2, k1 > k2, k1 == K(1), k1 != k2, k1 <= K(1), k2 >= k1, k1.obj, k2.obj)
print(min([K(9), K(4), K(6)]).obj, max([K(9), K(4), K(6)]).obj)
try:
    k1 < 5
except TypeError as e:
    print("TypeError:", e)

points = [(1, 2), (3, 1), (0, 0), (2, 2), (1, 1)]
def by_distance(p, q):
    dp = p[0] ** 2 + p[1] ** 2
    dq = q[0] ** 2 + q[1] ** 2
    return dp - dq
print(sorted(points, key=cmp_to_key(by_distance)))
