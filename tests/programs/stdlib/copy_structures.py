# copy.copy and copy.deepcopy on nested, shared and recursive structures.
import copy

config = {"name": "svc", "ports": [80, 443], "env": {"DEBUG": False, "paths": ["/a", "/b"]}, "tags": ("x", ["y"])}
shallow = copy.copy(config)
deep = copy.deepcopy(config)
shallow["ports"].append(8080)
deep["env"]["paths"].append("/c")
shallow["name"] = "changed"
print(config)
print(shallow)
print(deep)
print(shallow["env"] is config["env"], deep["env"] is config["env"], deep["tags"] is config["tags"], deep["tags"][1] is config["tags"][1])

# Atomic values are their own copies; immutable containers of atoms too.
for value in (42, 3.5, "text", None, True, b"raw", (1, 2, "three"), frozenset({1, 2}), range(5), len, print, int):
    print(repr(value), copy.copy(value) is value, copy.deepcopy(value) is value)
nested_tuple = (1, (2, (3, [4])))
dt = copy.deepcopy(nested_tuple)
print(dt == nested_tuple, dt is nested_tuple, dt[1][1][1] is nested_tuple[1][1][1], copy.copy(nested_tuple) is nested_tuple)

# Sharing is preserved by deepcopy through the memo.
row = [0, 0]
grid = [row, row, [row]]
g2 = copy.deepcopy(grid)
g2[0][0] = 9
print(grid, g2, g2[0] is g2[1], g2[2][0] is g2[0])
gs = copy.copy(grid)
gs[0][1] = 7
print(grid, gs[0] is grid[0])

# Recursive structures.
loop = [1, 2]
loop.append(loop)
lc = copy.deepcopy(loop)
print(lc[2] is lc, lc is not loop, lc[:2], len(lc))
d = {"id": 1}
d["me"] = d
d["list"] = [d]
dc = copy.deepcopy(d)
print(dc["me"] is dc, dc["list"][0] is dc, dc is not d, sorted(dc.keys()))

# Objects: copies share or duplicate attribute values.
class Employee:
    def __init__(self, name, skills, manager=None):
        self.name = name
        self.skills = skills
        self.manager = manager
    def __repr__(self):
        return "Employee(%s, %s, mgr=%s)" % (self.name, self.skills, self.manager.name if self.manager else None)

boss = Employee("Ada", ["lead"])
dev = Employee("Bo", ["py", "rust"], boss)
team = [boss, dev]
team2 = copy.deepcopy(team)
team2[1].skills.append("go")
team2[0].name = "Ada2"
print(team, team2, team2[1].manager is team2[0])
clone = copy.copy(dev)
clone.skills.append("c")
clone.name = "Bo2"
print(dev, clone, clone.manager is boss, type(clone).__name__)

# A linked list with a cycle survives deepcopy.
class Node:
    def __init__(self, value):
        self.value = value
        self.next = None
nodes = [Node(i) for i in range(5)]
for a, b in zip(nodes, nodes[1:]):
    a.next = b
nodes[-1].next = nodes[1]
head = copy.deepcopy(nodes[0])
seen = []
cur = head
for _ in range(8):
    seen.append(cur.value)
    cur = cur.next
print(seen, head.next.next.next.next.next is head.next, head is not nodes[0])

# Custom hooks.
class Buffer:
    def __init__(self, data):
        self.data = data
        self.cursor = len(data)
    def __copy__(self):
        fresh = Buffer(self.data)
        fresh.cursor = 0
        return fresh
    def __deepcopy__(self, memo):
        fresh = Buffer(copy.deepcopy(self.data, memo))
        fresh.cursor = -1
        return fresh
buf = Buffer([1, 2, 3])
b1 = copy.copy(buf)
b2 = copy.deepcopy(buf)
print(b1.cursor, b1.data is buf.data, b2.cursor, b2.data is buf.data, b2.data == buf.data)
both = copy.deepcopy([buf, buf])
print(both[0] is both[1], both[0].cursor)

class Session:
    def __init__(self, user):
        self.user = user
        self.connection = "socket#1"
    def __getstate__(self):
        state = dict(vars(self))
        state["connection"] = None
        return state
    def __setstate__(self, state):
        vars(self).update(state)
        self.connection = "reconnected"
s = Session("kim")
s2 = copy.deepcopy(s)
s3 = copy.copy(s)
print(s.connection, s2.connection, s2.user, s3.connection)

class Money:
    __slots__ = ("amount", "currency")
    def __init__(self, amount, currency):
        self.amount = amount
        self.currency = currency
m = Money(10, ["EUR"])
m2 = copy.deepcopy(m)
m3 = copy.copy(m)
m2.currency.append("USD")
print(m.currency, m2.currency, m3.currency is m.currency, m2.amount)

# A user-supplied memo and copy.Error.
memo = {}
shared = [1, 2]
out = copy.deepcopy({"a": shared, "b": shared}, memo)
print(out["a"] is out["b"], memo[id(shared)] is out["a"], out["a"] is shared)
print(copy.Error.__name__, issubclass(copy.Error, Exception), copy.error is copy.Error)
sets = [{1, 2}, frozenset([3])]
sc = copy.deepcopy(sets)
print(sc, sc[0] is sets[0], sc == sets)
def gen():
    yield 1
try:
    copy.deepcopy(gen())
except TypeError as e:
    print("TypeError:", e)
