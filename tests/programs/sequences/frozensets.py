# frozenset: construction, operators and methods (results follow the left operand), hashing as CPython's, as dict keys and set elements
fs = frozenset([3, 1, 2, 3])
print(fs, repr(frozenset()), len(fs), 2 in fs, 5 in fs, sorted(fs), type(fs).__name__)
print(fs == {1, 2, 3}, {1, 2, 3} == fs, fs != frozenset({1}), fs <= {1, 2, 3, 4}, fs < fs, fs >= {1})
print(fs | {4}, type(fs | {4}).__name__, {4} | fs, type({4} | fs).__name__, fs & {2, 3, 9}, fs - {1}, fs ^ {1, 7})
print(fs.union([9]), fs.intersection({1, 2}), fs.difference([1]), fs.symmetric_difference([2, 8]), fs.copy() is fs)
print(fs.issubset(range(10)), fs.issuperset([1]), fs.isdisjoint([7]), frozenset(fs) is fs, set(fs), list(frozenset("a")))
d = {frozenset({1, 2}): "a", frozenset(): "empty"}
print(d[frozenset([2, 1])], d[frozenset()], hash(frozenset({1, 2})) == hash(frozenset([2, 1])))
print(hash(frozenset()), hash(frozenset({1})), hash(frozenset({1, 2, 3})), hash(frozenset({-1, 10**20})))
groups = {frozenset({1, 2}), frozenset({2, 1}), frozenset({3})}
print(len(groups), sorted(sorted(g) for g in groups))
print({frozenset({i, i + 1}) for i in range(5)})
s = {1, 2}
s |= frozenset({5})
print(s, isinstance(fs, frozenset), isinstance(fs, set), isinstance(s, frozenset))
f2 = fs
f2 |= {10}
print(fs, f2, type(f2).__name__)
try:
    fs.add(4)
except AttributeError as e:
    print(e)
try:
    hash({1})
except TypeError as e:
    print(e)
print(frozenset({frozenset({1}), frozenset()}), {1: frozenset("ab") == frozenset("ba")})
words = ["listen", "silent", "enlist", "google", "gooegl"]
anagrams = {}
for w in words:
    anagrams.setdefault(frozenset(w), []).append(w)
print(sorted(anagrams.values()))
print(fs.union(), fs.intersection(), {2: 3}.keys() | fs, type(fs | {2: 3}.keys()).__name__)
for x in frozenset([5, 4]):
    print(x, end=" ")
print(min(fs), max(fs), sum(fs), any(fs), bool(frozenset()), tuple(fs))
