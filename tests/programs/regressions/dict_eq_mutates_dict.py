# Dict keys whose __eq__ changes the dict being searched: the lookup starts again on
# the changed table, as CPython's does, and finds what is there then.


class Key:
    def __init__(self, name, table=None, grow=0):
        self.name = name
        self.table = table
        self.grow = grow

    def __hash__(self):
        return 42

    def __eq__(self, other):
        if self.table is not None and self.grow:
            n, self.grow = self.grow, 0
            for i in range(n):
                self.table[("filler", i)] = i
        return isinstance(other, Key) and self.name == other.name

    def __repr__(self):
        return f"Key({self.name})"


# The stored key grows the dict (a new table) while being compared.
d = {}
d[Key("a", d, grow=50)] = 1
print(d[Key("a")], len(d))

d2 = {}
d2[Key("b", d2, grow=200)] = "b"
print(d2.get(Key("c")), len(d2))
print(Key("b") in d2, len(d2))

# Two colliding keys, the first of which grows the dict when compared: the search
# for the second goes on in the new table.
d4 = {}
d4[Key("x", d4, grow=100)] = "x"
d4[Key("y")] = "y"
print(d4[Key("y")], len(d4))
d4[Key("z")] = "z"
print(sorted(k.name for k in d4 if isinstance(k, Key)), len(d4))


class Remover:
    def __init__(self, table):
        self.table = table

    def __hash__(self):
        return 7

    def __eq__(self, other):
        self.table.clear()
        return True


d3 = {}
d3[Remover(d3)] = "x"
try:
    print(d3[Remover(d3)])
except KeyError as e:
    print("KeyError", type(e.args[0]).__name__)
print(len(d3))

for rounds in range(3):
    t = {}
    keys = [Key(str(i)) for i in range(30)]
    for k in keys:
        t[k] = k.name
    t[Key("grower", t, grow=40)] = "g"
    hits = sum(1 for k in keys if Key(k.name) in t)
    print(hits, len(t), t[Key("7")], t.get(Key("nope")), len(t))


# The same for sets: a stored element whose __eq__ grows or empties its set.
class Member:
    def __init__(self, name, home=None, grow=0, clear=False):
        self.name = name
        self.home = home
        self.grow = grow
        self.clear = clear

    def __hash__(self):
        return 5

    def __eq__(self, other):
        if self.home is not None and self.clear:
            self.clear = False
            self.home.clear()
        if self.home is not None and self.grow:
            n, self.grow = self.grow, 0
            for i in range(n):
                self.home.add(1000 + i)
        return isinstance(other, Member) and self.name == other.name


s = set()
s.add(Member("p", s, grow=60))
print(Member("p") in s, len(s))
s.add(Member("q"))
print(len(s), sorted(m.name for m in s if isinstance(m, Member)))
s2 = set()
s2.add(Member("r", s2, clear=True))
print(Member("r") in s2, len(s2))
s2.add(Member("t", s2, grow=30))
s2.add(Member("u"))
s2.discard(Member("t"))
print(len(s2), sorted(m.name for m in s2 if isinstance(m, Member)))
