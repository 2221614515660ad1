import bisect
from bisect import bisect_left, bisect_right, insort, insort_left, insort_right

xs = [1, 2, 2, 2, 3, 5, 8, 8, 13]
for v in [0, 1, 2, 3, 4, 8, 13, 14]:
    print(v, bisect_left(xs, v), bisect_right(xs, v), bisect.bisect(xs, v))
print(bisect_left(xs, 2, 2), bisect_left(xs, 2, 4), bisect_right(xs, 8, 0, 6), bisect_left(xs, 8, hi=3), bisect_right(xs, 0, lo=5))
print(bisect_left([], 5), bisect_right([], 5), bisect_left("acegi", "d"), bisect_right(("a", "b"), "b"))

recs = [("alice", 31), ("bob", 25), ("carol", 35), ("dave", 25), ("eve", 40)]
recs.sort(key=lambda r: r[1])
ages = lambda r: r[1]
print(recs)
for age in [20, 25, 30, 35, 45]:
    print(age, bisect_left(recs, age, key=ages), bisect_right(recs, age, key=ages))
insort(recs, ("zed", 30), key=ages)
insort_left(recs, ("amy", 25), key=ages)
insort_right(recs, ("bea", 25), key=ages)
print(recs)
words = []
for w in "pear fig banana kiwi apple date cherry yam plum".split():
    insort(words, w, key=len)
print(words)
words2 = []
for w in "pear fig banana kiwi apple date cherry yam plum".split():
    insort_left(words2, w, key=len)
print(words2)

lst = []
for v in [5, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]:
    insort(lst, v)
print(lst)
lst2 = []
for v in [5.0, 5, 5.5, 4.9]:
    insort_left(lst2, v)
print(lst2)
print(insort(lst, 0, 3, 3) if False else "", lst)
try:
    bisect_left(xs, 1, -1)
except ValueError as e:
    print("ValueError", e)
try:
    bisect_left(None, 1)
except TypeError as e:
    print("TypeError", type(e).__name__)

def grade(score, breakpoints=[60, 70, 80, 90], grades="FDCBA"):
    return grades[bisect_right(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100, 59, 60]])

class Timeline:
    def __init__(self):
        self.times = []
        self.events = []
    def add(self, t, ev):
        i = bisect_right(self.times, t)
        self.times.insert(i, t)
        self.events.insert(i, ev)
    def between(self, a, b):
        return self.events[bisect_left(self.times, a):bisect_right(self.times, b)]
    def at_or_before(self, t):
        i = bisect_right(self.times, t)
        return self.events[i - 1] if i else None
tl = Timeline()
for t, ev in [(5, "e5"), (1, "e1"), (9, "e9"), (5, "e5b"), (3, "e3"), (7, "e7"), (1, "e1b")]:
    tl.add(t, ev)
print(tl.times, tl.events)
print(tl.between(2, 7), tl.between(0, 1), tl.between(10, 20), tl.at_or_before(4), tl.at_or_before(0), tl.at_or_before(100))

import random
r = random.Random(4)
sl = []
for _ in range(200):
    insort(sl, r.randint(0, 50))
print(sl == sorted(sl), sl[:15], len(sl))
for q in [0, 10, 25, 50, 51]:
    print(q, bisect_right(sl, q) - bisect_left(sl, q), end="; ")
print()
def index(a, x):
    i = bisect_left(a, x)
    if i != len(a) and a[i] == x:
        return i
    raise ValueError(f"{x} not found")
def find_lt(a, x):
    i = bisect_left(a, x)
    return a[i - 1] if i else None
def find_ge(a, x):
    i = bisect_left(a, x)
    return a[i] if i != len(a) else None
print(index(xs, 8), find_lt(xs, 8), find_ge(xs, 6), find_lt(xs, 1), find_ge(xs, 100))
try:
    index(xs, 4)
except ValueError as e:
    print("ValueError", e)
inventory = sorted([("bolt", 120), ("nut", 300), ("gear", 12), ("axle", 4)], key=lambda p: p[1])
print(inventory[bisect_left(inventory, 100, key=lambda p: p[1]):])
