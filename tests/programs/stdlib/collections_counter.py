from collections import Counter, defaultdict, OrderedDict

text = """the quick brown fox jumps over the lazy dog the fox barks
and the dog sleeps while the quick fox runs over the hill"""
words = text.split()

c = Counter(words)
print(c.most_common(3))
print(c["the"], c["fox"], c["unicorn"])
print("unicorn" in c)
print(c.total(), len(c))
print(Counter("abracadabra"))
print(Counter("abracadabra").most_common())
print(Counter("mississippi").most_common(2))
print(Counter())
print(Counter(a=3, b=1, c=2))
print(Counter({"x": 2, "y": 5}))
print(sorted(Counter(a=2, b=0, c=-1, d=1).elements()))
print(list(Counter("hello world").elements()))

c1 = Counter(a=3, b=1, c=0, d=-2)
c2 = Counter(a=1, b=2, e=4)
print("add", c1 + c2)
print("sub", c1 - c2)
print("or ", c1 | c2)
print("and", c1 & c2)
print("pos", +c1)
print("neg", -c1)

c3 = Counter("aab")
c3.update("abc")
print("update iterable", c3)
c3.update({"a": 10, "z": 1})
print("update mapping", c3)
c3.update(q=2)
print("update kwargs", c3)
c3.subtract("aaaz")
print("subtract", c3)
c3.subtract({"b": 5})
print("subtract mapping", c3)
del c3["nothing"]
del c3["q"]
print("after del", c3)

c4 = Counter(a=1)
c4 += Counter(a=1, b=-3, c=2)
print("iadd", c4)
c4 -= Counter(c=5)
print("isub", c4)
c4 |= Counter(z=9)
print("ior", c4)
c4 &= Counter(a=1, z=20)
print("iand", c4)

print(Counter(a=1) == Counter(a=1, b=0), Counter(a=1) != Counter(a=2))
print(Counter(a=1) <= Counter(a=2), Counter(a=3) < Counter(a=2), Counter(a=2, b=1) >= Counter(a=1))
try:
    Counter.fromkeys("abc")
except NotImplementedError as e:
    print("fromkeys:", e)
cc = c.copy()
cc["the"] = 0
print(type(cc).__name__, c["the"], cc["the"], isinstance(cc, dict))

# letters histogram
hist = Counter(ch for ch in text if ch.isalpha())
for letter, n in hist.most_common(5):
    print(letter, "#" * n)

# defaultdict
groups = defaultdict(list)
for w in words:
    groups[len(w)].append(w)
for k in sorted(groups):
    print(k, groups[k])
print(repr(defaultdict(int)))
counts = defaultdict(int)
for w in words:
    counts[w[0]] += 1
print(sorted(counts.items()))
print(counts.default_factory, counts["?"], "?" in counts)
nested = defaultdict(lambda: defaultdict(int))
nested["a"]["x"] += 1
nested["a"]["y"] += 2
nested["b"]["x"] += 3
print({k: dict(v) for k, v in nested.items()})
plain = defaultdict(None, {"k": 1})
try:
    plain["missing"]
except KeyError as e:
    print("KeyError", e)
try:
    defaultdict(42)
except TypeError as e:
    print("TypeError", e)
dcopy = groups.copy()
print(type(dcopy).__name__, dcopy.default_factory is list, dcopy == groups)
print(defaultdict(set, {"s": {1}}))
print(type(defaultdict(int, a=1) | {"b": 2}).__name__)

# OrderedDict
od = OrderedDict()
for k in "bcad":
    od[k] = ord(k)
print(od)
od.move_to_end("b")
print(list(od))
od.move_to_end("d", last=False)
print(list(od))
print(od.popitem(), od.popitem(last=False))
print(od)
try:
    od.move_to_end("zzz")
except KeyError as e:
    print("KeyError", e)
try:
    OrderedDict().popitem()
except KeyError as e:
    print("KeyError", e)
o1 = OrderedDict([("a", 1), ("b", 2)])
o2 = OrderedDict([("b", 2), ("a", 1)])
print(o1 == o2, o1 != o2, o1 == dict(o2), dict(o1) == o2)
print(OrderedDict.fromkeys("xyz", 0))
print(o1 | {"c": 3}, type(o1.copy()).__name__)
print(list(reversed(o1)), OrderedDict())

# LRU cache built on OrderedDict
class LRU(OrderedDict):
    def __init__(self, size):
        super().__init__()
        self.size = size
    def get_item(self, key):
        if key in self:
            self.move_to_end(key)
            return self[key]
        return None
    def put(self, key, value):
        self[key] = value
        self.move_to_end(key)
        if len(self) > self.size:
            self.popitem(last=False)

lru = LRU(3)
for i, key in enumerate("abcadbe"):
    if lru.get_item(key) is None:
        lru.put(key, i)
print(lru, lru.size)
