# frozenset-heavy graph analysis: edges as frozensets used as dict keys, set algebra mixing set/frozenset, result types following the left operand, subset tests, cliques as sets of frozensets
def edge(a, b):
    return frozenset((a, b))


raw_edges = [(1, 2), (2, 3), (1, 3), (3, 4), (4, 5), (5, 6), (4, 6), (6, 7), (2, 1), (7, 8), (8, 6), (3, 1)]
edges = set()
weights = {}
for i, (a, b) in enumerate(raw_edges):
    e = edge(a, b)
    edges.add(e)
    weights[e] = weights.get(e, 0) + i + 1
print(len(raw_edges), "raw,", len(edges), "unique edges")
for e in sorted(edges, key=sorted):
    print("  ", sorted(e), weights[e], e == frozenset(sorted(e)), edge(*sorted(e, reverse=True)) in weights)

nodes = frozenset().union(*edges)
print("nodes:", nodes, type(nodes).__name__, len(nodes))

neighbors = {}
for e in edges:
    a, b = sorted(e)
    neighbors.setdefault(a, set()).add(b)
    neighbors.setdefault(b, set()).add(a)
for n in sorted(neighbors):
    print(n, "->", sorted(neighbors[n]))

print()
print("== mixed algebra ==")
fs = frozenset([1, 2, 3, 4])
s = {3, 4, 5}
for label, res in [("fs|s", fs | s), ("s|fs", s | fs), ("fs&s", fs & s), ("s&fs", s & fs),
                   ("fs-s", fs - s), ("s-fs", s - fs), ("fs^s", fs ^ s), ("s^fs", s ^ fs),
                   ("fs.union(s)", fs.union(s)), ("s.union(fs)", s.union(fs)),
                   ("fs.intersection(s,[4])", fs.intersection(s, [4])),
                   ("fs.difference([1],(2,))", fs.difference([1], (2,))),
                   ("fs.symmetric_difference(range(3,7))", fs.symmetric_difference(range(3, 7))),
                   ("fs.copy()", fs.copy()), ("s.copy()", s.copy())]:
    print(f"{label:38} {type(res).__name__:9} {sorted(res)}")
print(fs.copy() is fs, frozenset(fs) is fs, set(fs) == fs, fs == {1, 2, 3, 4}, fs != s)
print(fs.issubset(range(10)), fs.issuperset([1, 2]), fs.isdisjoint({9, 10}), fs.isdisjoint(s))
print(fs <= frozenset(range(5)), fs < fs, fs >= {1}, fs > {1, 2, 3, 4}, {1, 2} < fs)
print(hash(fs) == hash(frozenset([4, 3, 2, 1])), hash(frozenset()) == hash(frozenset([])))
print(repr(frozenset()), repr(frozenset([5])), str(frozenset({2, 1})), frozenset("aaa"))
print(3 in fs, 9 in fs, len(fs), sum(fs), min(fs), max(fs), sorted(fs, reverse=True))
acc = frozenset()
for i in range(5):
    acc |= {i * i}
    print(i, type(acc).__name__, sorted(acc))
t = {10, 11}
t |= frozenset([12])
t -= frozenset([10])
t &= frozenset([11, 12, 13])
t ^= frozenset([99])
print(type(t).__name__, sorted(t))

print()
print("== triangles and cliques ==")
triangles = set()
for e in edges:
    a, b = e
    common = neighbors[a] & neighbors[b]
    for c in common:
        triangles.add(e | {c})
for tri in sorted(triangles, key=sorted):
    print("triangle", sorted(tri), type(tri).__name__)
print(len(triangles), all(isinstance(x, frozenset) for x in triangles))

components = []
seen = set()
for n in sorted(nodes):
    if n in seen:
        continue
    stack = [n]
    comp = set()
    while stack:
        cur = stack.pop()
        if cur in comp:
            continue
        comp.add(cur)
        stack.extend(neighbors[cur] - comp)
    seen |= comp
    components.append(frozenset(comp))
print("components:", [sorted(c) for c in components])

print()
print("== frozensets as keys ==")
groups = {}
words = ["listen", "silent", "enlist", "google", "gogole", "cat", "act", "tac", "dog"]
for w in words:
    key = frozenset(w)
    groups.setdefault(key, []).append(w)
for k in sorted(groups, key=lambda k: (len(k), sorted(k))):
    print(len(k), "".join(sorted(k)), groups[k])
lookup = {frozenset({1, 2}): "pair", frozenset(): "empty", frozenset({1}): "one"}
print(lookup[frozenset([2, 1])], lookup[frozenset()], lookup.get(frozenset({3})), frozenset({1}) in lookup)
print({1, 2} == frozenset({1, 2}), lookup.get(frozenset({1, 2})))
try:
    lookup[{1, 2}]
except TypeError as exc:
    print("TypeError:", exc)
try:
    fs.add(5)
except AttributeError as exc:
    print("AttributeError:", exc)
try:
    hash({1})
except TypeError as exc:
    print("TypeError:", exc)

power = {frozenset()}
for x in [1, 2, 3]:
    power |= {sub | {x} for sub in power}
print(len(power), sorted(sorted(p) for p in power))
print(frozenset({1, 2}) in power, frozenset({4}) in power, sorted(map(len, power)))
nested = frozenset([frozenset([1]), frozenset([1, 2]), frozenset()])
print(len(nested), frozenset([1]) in nested, sorted(len(x) for x in nested))
print(frozenset({frozenset({1, 2}), frozenset({3})}) == frozenset({frozenset({3}), frozenset({2, 1})}))
print(sorted(frozenset(range(0, 20, 3)) - set(range(0, 20, 2))))
print(frozenset(x % 5 for x in range(100)), frozenset(range(3)) | frozenset(range(2, 5)))
print({frozenset({1, 2}), frozenset({2, 1}), frozenset({3})} == {frozenset({3}), frozenset({1, 2})})
print(set().union(frozenset({1}), {2}), type(set().union(frozenset({1}))).__name__)
print(frozenset.union(fs, {9}), type(frozenset.union(fs, {9})).__name__, len(fs))
print(frozenset.issubset(fs, range(9)), frozenset.intersection(fs, s), set.difference(s, fs))
