from collections import OrderedDict, ChainMap, defaultdict

od = OrderedDict()
for k in "dbca":
    od[k] = ord(k)
print(od, list(od), list(od.values()))
od.move_to_end("b")
print("move b end", list(od))
od.move_to_end("a", last=False)
print("move a front", list(od))
od.move_to_end("a", last=True)
od.move_to_end("c", False)
print(list(od.items()))
print(od.popitem(), od.popitem(last=False), od)
od.update(x=1, y=2)
od["d"] = 999
print(od)
print(od == OrderedDict([("d", 999), ("x", 1), ("y", 2)]), od == OrderedDict([("x", 1), ("d", 999), ("y", 2)]))
print(od == dict(x=1, d=999, y=2), dict(x=1, d=999, y=2) == od)
print(list(reversed(od)), list(reversed(od.items())), list(reversed(od.keys())))
print(od.setdefault("z", 26), od.setdefault("x", -1), od.pop("y"), od.pop("nope", "dflt"))
print(od, repr(OrderedDict()))
print(OrderedDict.fromkeys("abc", 0), OrderedDict.fromkeys([1, 2]))
o2 = od.copy()
o2["new"] = 1
print(len(od), len(o2), type(o2).__name__)
print(od | {"q": 1}, {"q": 1} | od if False else "")
try:
    od.move_to_end("missing")
except KeyError as e:
    print("KeyError", e)
try:
    OrderedDict().popitem()
except KeyError as e:
    print("KeyError", e)
del od["d"]
print(od)

print("--- LRU with OrderedDict")
class LRU:
    def __init__(self, cap):
        self.cap, self.d = cap, OrderedDict()
        self.log = []
    def get(self, k):
        if k not in self.d:
            self.log.append(f"miss {k}")
            return None
        self.d.move_to_end(k)
        return self.d[k]
    def put(self, k, v):
        self.d[k] = v
        self.d.move_to_end(k)
        if len(self.d) > self.cap:
            old = self.d.popitem(last=False)
            self.log.append(f"evict {old}")
c = LRU(3)
for i, k in enumerate("abcadbefagb"):
    if c.get(k) is None:
        c.put(k, i)
print(list(c.d.items()))
print(c.log)

print("--- ChainMap")
defaults = {"color": "red", "user": "guest", "size": 10}
env = {"user": "admin"}
cli = {"size": 12}
cm = ChainMap(cli, env, defaults)
print(cm["color"], cm["user"], cm["size"], len(cm), sorted(cm), cm.get("nope", "-"))
print(list(cm.keys()), list(cm.items()))
cm["color"] = "blue"
print(cli, defaults["color"])
del cm["color"]
print(cli, cm["color"])
try:
    del cm["user"]
except KeyError as e:
    print("KeyError", e)
child = cm.new_child({"user": "root"})
print(child["user"], child.parents["user"], child.maps[0], len(child.maps))
child2 = cm.new_child()
child2["x"] = 1
print(child2.maps[0], "x" in cm, "x" in child2)
print(cm.parents, cm.parents.parents)
print(repr(ChainMap()), repr(ChainMap({1: 2})))
print(dict(cm), cm == {"user": "admin", "size": 12, "color": "red"}, bool(ChainMap({})), bool(cm))
print(cm.pop("size"), cm.pop("size", "gone"), cm)
print(cm | {"extra": 1})
print(ChainMap({"a": 1}, {"a": 2, "b": 3}).copy())

print("--- defaultdict")
dd = defaultdict(list)
for w in "apple avocado banana blueberry cherry cranberry date".split():
    dd[w[0]].append(w)
print(dd)
print(dict(dd), dd.default_factory)
tree = lambda: defaultdict(tree)
t = tree()
t["a"]["b"]["c"] = 1
t["a"]["x"] = 2
def plain(d):
    return {k: plain(v) if isinstance(v, dict) else v for k, v in d.items()}
print(plain(t))
cnt = defaultdict(int)
for ch in "hello world":
    cnt[ch] += 1
print(sorted(cnt.items()))
nf = defaultdict()
try:
    nf["x"]
except KeyError as e:
    print("KeyError", e)
print(repr(defaultdict(None)), repr(defaultdict(int, {"a": 1})))
d2 = defaultdict(lambda: "N/A", a="A")
print(d2["a"], d2["b"], d2.get("c"), "c" in d2, sorted(d2))
d3 = d2.copy()
print(type(d3).__name__, d3["zz"], len(d2), len(d3))
print((defaultdict(int, a=1) | {"b": 2}), type(defaultdict(int) | {}).__name__)
