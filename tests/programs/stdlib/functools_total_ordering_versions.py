from functools import total_ordering

@total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
        self.s = s
    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self._key() == other._key()
    def __lt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self._key() < other._key()
    def _key(self):
        p = list(self.parts)
        while p and p[-1] == 0:
            p.pop()
        return tuple(p)
    def __hash__(self):
        return hash(self._key())
    def __repr__(self):
        return f"V({self.s})"

vs = [Version(s) for s in ["1.0", "1.0.0", "0.9", "1.10", "1.2", "2", "1.2.1", "0.9.9", "1.10.0.0"]]
print(sorted(vs))
print(max(vs), min(vs))
a, b = Version("1.2"), Version("1.10")
print(a < b, a <= b, a > b, a >= b, a == b, a != b)
print(Version("1.0") == Version("1"), Version("1.0") <= Version("1"), Version("1.0") >= Version("1"))
print(len(set(vs)), sorted(set(vs)))
for name in ["__lt__", "__le__", "__gt__", "__ge__"]:
    print(name, name in Version.__dict__)
try:
    a < 5
except TypeError as e:
    print("TypeError", e)
try:
    a >= "x"
except TypeError as e:
    print("TypeError", e)
print(a == 5, a != "1.2")

@total_ordering
class Desc:
    def __init__(self, v):
        self.v = v
    def __gt__(self, other):
        return self.v > other.v
    def __eq__(self, other):
        return self.v == other.v
    def __repr__(self):
        return f"D{self.v}"
ds = [Desc(x) for x in [5, 3, 8, 1, 9, 2]]
print(sorted(ds), sorted(ds, reverse=True))
print(Desc(1) < Desc(2), Desc(1) <= Desc(1), Desc(3) >= Desc(4))

@total_ordering
class LE:
    def __init__(self, v):
        self.v = v
    def __le__(self, other):
        return self.v <= other.v
    def __eq__(self, other):
        return self.v == other.v
print(LE(1) < LE(2), LE(2) > LE(1), LE(2) >= LE(2), LE(3) < LE(3))

@total_ordering
class GE:
    def __init__(self, v):
        self.v = v
    def __ge__(self, other):
        return self.v >= other.v
    def __eq__(self, other):
        return self.v == other.v
print(GE(1) < GE(2), GE(2) > GE(1), GE(2) <= GE(2), GE(3) > GE(3))

try:
    @total_ordering
    class Nothing:
        pass
except ValueError as e:
    print("ValueError", e)

@total_ordering
class Card:
    RANKS = "23456789TJQKA"
    SUITS = "cdhs"
    def __init__(self, code):
        self.rank, self.suit = code[0], code[1]
    def key(self):
        return (self.RANKS.index(self.rank), self.SUITS.index(self.suit))
    def __eq__(self, o):
        return self.key() == o.key()
    def __lt__(self, o):
        return self.key() < o.key()
    def __repr__(self):
        return self.rank + self.suit
hand = [Card(c) for c in "Ks 2c Ah Td 9s 2h Qc Ac 7d".split()]
print(sorted(hand), max(hand), min(hand))
import bisect
deck = sorted(Card(r + s) for r in Card.RANKS for s in Card.SUITS)
print(len(deck), deck[:5], deck[-3:])
print(bisect.bisect_left(deck, Card("Ts")), bisect.bisect_right(deck, Card("2c")))
print([c for c in deck if Card("Qh") <= c <= Card("Kd")])
import heapq
print(heapq.nlargest(3, hand), heapq.nsmallest(2, hand))
