import copy

a = [1, [2, 3], {"k": [4]}]
s = copy.copy(a)
d = copy.deepcopy(a)
a[1].append(99)
a[2]["k"].append(98)
print(s, d, s[1] is a[1], d[1] is a[1])
t = (1, 2, (3, 4))
print(copy.copy(t) is t, copy.deepcopy(t) is t)
t2 = (1, [2])
dt2 = copy.deepcopy(t2)
print(dt2 == t2, dt2 is t2, dt2[1] is t2[1])
fs = frozenset([1, 2])
print(copy.copy(fs) is fs, copy.deepcopy("str") == "str", copy.copy(None), copy.deepcopy(3.5), copy.copy(len) is len)

cyc = [1, 2]
cyc.append(cyc)
dc = copy.deepcopy(cyc)
print(dc[2] is dc, dc[2] is not cyc, len(dc))
dd = {"name": "root"}
dd["self"] = dd
ddc = copy.deepcopy(dd)
print(ddc["self"] is ddc, ddc is not dd)
shared = [0]
pair = [shared, shared]
pc = copy.deepcopy(pair)
print(pc[0] is pc[1], pc[0] is not shared)

memo = {}
x = [1, 2]
y = copy.deepcopy([x, x], memo)
print(y[0] is y[1], id(x) in memo, memo[id(x)] is y[0])
pre = {id(x): "REPLACED"}
print(copy.deepcopy([x, 3], pre))

class Plain:
    def __init__(self, v, kids=None):
        self.v = v
        self.kids = kids or []
    def __repr__(self):
        return f"Plain({self.v}, {self.kids})"
p = Plain(1, [Plain(2), Plain(3)])
ps, pd = copy.copy(p), copy.deepcopy(p)
p.kids.append(Plain(4))
p.v = 100
print(ps, pd, ps.kids is p.kids, type(pd).__name__)

class Tracked:
    log = []
    def __init__(self, data):
        self.data = data
    def __copy__(self):
        Tracked.log.append("copy")
        return Tracked(self.data)
    def __deepcopy__(self, memo):
        Tracked.log.append(f"deepcopy memo={type(memo).__name__}")
        new = Tracked(copy.deepcopy(self.data, memo))
        return new
    def __repr__(self):
        return f"Tracked({self.data})"
tr = Tracked([1, [2]])
c1 = copy.copy(tr)
c2 = copy.deepcopy(tr)
tr.data[1].append(3)
print(c1, c2, Tracked.log)
print(copy.deepcopy([tr, tr])[0] is not tr, Tracked.log[-2:])

class Slotted:
    __slots__ = ("a", "b")
    def __init__(self, a, b):
        self.a, self.b = a, b
sl = Slotted([1], 2)
sc, sd = copy.copy(sl), copy.deepcopy(sl)
sl.a.append(5)
print(sc.a, sd.a, sc.b)

class WithState:
    def __init__(self):
        self.x = 1
        self.cache = {"big": list(range(3))}
    def __getstate__(self):
        st = dict(self.__dict__)
        del st["cache"]
        return st
    def __setstate__(self, st):
        self.__dict__.update(st)
        self.cache = "rebuilt"
ws = copy.deepcopy(WithState())
print(ws.x, ws.cache)

class Reduced:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __reduce__(self):
        return (Reduced, (self.b, self.a))
    def __repr__(self):
        return f"Reduced({self.a}, {self.b})"
print(copy.copy(Reduced(1, 2)), copy.deepcopy(Reduced([1], "x")))

class Graph:
    def __init__(self):
        self.nodes = {}
    def add(self, a, b):
        self.nodes.setdefault(a, set()).add(b)
        self.nodes.setdefault(b, set()).add(a)
g = Graph()
for a_, b_ in [(1, 2), (2, 3), (3, 1), (3, 4)]:
    g.add(a_, b_)
g2 = copy.deepcopy(g)
g2.add(4, 5)
print(sorted((k, sorted(v)) for k, v in g.nodes.items()))
print(sorted((k, sorted(v)) for k, v in g2.nodes.items()))

nested = {"a": [{"b": (1, [2, {"c": 3}])}]}
nc = copy.deepcopy(nested)
nc["a"][0]["b"][1][1]["c"] = 300
print(nested, nc)
print(copy.copy([1, 2]) == [1, 2], copy.copy({1: 2}), copy.copy({1, 2}), copy.copy(bytearray(b"ab")), copy.deepcopy(b"xy"))
import collections
od = collections.OrderedDict(a=[1])
print(copy.copy(od), type(copy.copy(collections.Counter("aab"))).__name__, copy.copy(collections.defaultdict(list, k=[1])))
print(issubclass(copy.Error, Exception), copy.error is copy.Error)
class Fn:
    def method(self):
        return 1
f = Fn()
print(copy.deepcopy(f.method)() if False else copy.copy(Fn.method) is Fn.method, copy.deepcopy(print) is print)
