# A list subclass recording history: overridden append/extend via super(), +=, slicing, sorting, comprehensions.
class History(list):
    def __init__(self, items=(), limit=50):
        super().__init__(items)
        self.limit = limit
        self.dropped = 0

    def append(self, item):
        super().append(item)
        if len(self) > self.limit:
            del self[0]
            self.dropped += 1

    def extend(self, items):
        for item in items:
            self.append(item)

    def last(self, n):
        return self[-n:]

    def matching(self, prefix):
        return [cmd for cmd in self if cmd.startswith(prefix)]

    def __repr__(self):
        return "History(%s, dropped=%d)" % (super().__repr__(), self.dropped)


h = History(limit=40)
verbs = ["ls", "cd", "git status", "git log", "make", "vim notes"]
for i in range(300):
    h.append("%s %d" % (verbs[i % 6], i))
print(len(h), h.dropped, h[0], h[-1])
print(h.last(3), type(h.last(3)).__name__)
print(len(h.matching("git")), h.matching("make")[:2])
print(isinstance(h, list), isinstance(h, History), type(h).__name__)
print("make 299" in h, "ls 0" in h, h.index("cd 295"), h.count("cd 295"))

small = History(["b", "a", "c"], limit=5)
print(small, small == ["b", "a", "c"], ["b", "a", "c"] == small)
small.sort()
print(small, small.dropped)
small.sort(key=len, reverse=True)
small.reverse()
print(list(small), sorted(small, reverse=True))
small += ["d", "e"]
print(type(small).__name__, small, len(small))
small.extend(["f", "g", "h"])
print(small, small.dropped)
combined = small + ["z"]
print(type(combined).__name__, combined)
print(small * 2 == list(small) * 2, small[1:4], small[::2], small[::-1][:2])
small[0] = "first"
del small[1]
small.insert(0, "zero")
print(small, small.pop(), small.pop(0), small)
print([s.upper() for s in small], {s: len(s) for s in small})
print(bool(History()), bool(small), max(small), min(small))

totals = History(limit=1000)
for i in range(400):
    totals.append(i * i % 101)
print(sum(totals), len(totals), totals.count(0), sorted(set(totals))[:5])
print(repr(History([1, 2])), str(History([3])))
copy = list(totals)
print(copy == totals, type(copy).__name__, totals[10:15], copy[10:15] == totals[10:15])
