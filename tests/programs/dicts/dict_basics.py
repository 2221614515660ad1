# dicts: literals, indexing, methods, views, iteration order, comprehensions, del, hash
d = {"a": 1, "b": 2}
d["c"] = 3
d["a"] = 10
print(d, len(d), d["b"], "a" in d, "z" in d, d.get("z"), d.get("z", 0), list(d), list(d.keys()), list(d.values()))
print(d.keys(), d.values(), d.items(), d.pop("b"), d, d.setdefault("q", []), d)
del d["a"]
print(d, {1: "x", 1.0: "y", True: "z"}, {(1, 2): 3}, dict(a=1, b=2), dict([(1, 2), (3, 4)]), dict({5: 6}))
counts = {}
for ch in "mississippi":
    counts[ch] = counts.get(ch, 0) + 1
print(counts, sorted(counts.items(), key=lambda kv: -kv[1]), max(counts, key=lambda k: counts[k]))
s = {3, 1, 2, 100, 33, 17}
s.add(5); s.discard(100); s.discard(999)
print(s, len(s), 3 in s, {1, 2} | {2, 3}, {1, 2, 3} & {2, 3, 4}, {1, 2, 3} - {2}, {1, 2} ^ {2, 3}, set(), set("aab") == {"a", "b"})
print({x % 7 for x in range(30)}, {k: v for k, v in zip("abc", range(3))}, {1, 2} <= {1, 2, 3}, {1} < {1}, sorted({"pear", "fig"}))
print(set(range(20)), {-1, -2, 10**20, 2**61, 2**61 - 1}, {0.5, 1.5, 2.0, -0.0})
e = dict.copy(d) if False else d.copy()
e.update({"z": 26}, y=25)
print(e, e == d, d == d.copy(), e.popitem(), {1: 2} | {3: 4})
lst = [0, 1, 2, 3, 4, 5, 6]
del lst[0]; del lst[::2]
print(lst)
x = 5
del x
for k, v in d.items():
    print(k, v)
print(hash(1), hash(1.0), hash(-1), hash(2**61), hash((1, 2)), hash(0.5))
