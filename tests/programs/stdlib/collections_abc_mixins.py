from collections.abc import (Sequence, MutableSequence, Mapping, MutableMapping,
                             Set, MutableSet, Iterator, KeysView, ItemsView,
                             ValuesView, Sized)
from collections import ChainMap


class Squares(Sequence):
    """The squares of 0..n-1, computed on demand."""
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError("out of range")
        return i * i

sq = Squares(6)
print(list(sq), len(sq), 16 in sq, 15 in sq)
print(list(reversed(sq)), sq.index(9), sq.count(4))
try:
    sq.index(7)
except ValueError as e:
    print("ValueError", repr(e))
print(sq.index(16, 1, 5), isinstance(sq, Sequence), isinstance(sq, MutableSequence))


class TypedList(MutableSequence):
    def __init__(self, kind, items=()):
        self.kind = kind
        self.items = []
        self.extend(items)
    def __len__(self):
        return len(self.items)
    def __getitem__(self, i):
        return self.items[i]
    def __setitem__(self, i, v):
        self.items[i] = self.kind(v)
    def __delitem__(self, i):
        del self.items[i]
    def insert(self, i, v):
        self.items.insert(i, self.kind(v))
    def __repr__(self):
        return "TypedList(%s, %r)" % (self.kind.__name__, self.items)

t = TypedList(int, ["1", 2.7, 3])
t.append("40")
print(t)
t.reverse()
print(t, t.pop(), t.pop(0), t)
t += [5, "6"]
t.remove(2)
print(t, t.index(5), len(t))
t.clear()
print(t, bool(t))


class Registry(MutableMapping):
    def __init__(self):
        self._keys = []
        self._vals = []
    def __getitem__(self, key):
        for k, v in zip(self._keys, self._vals):
            if k == key:
                return v
        raise KeyError(key)
    def __setitem__(self, key, value):
        for i, k in enumerate(self._keys):
            if k == key:
                self._vals[i] = value
                return
        self._keys.append(key)
        self._vals.append(value)
    def __delitem__(self, key):
        i = self._keys.index(key) if key in self._keys else -1
        if i < 0:
            raise KeyError(key)
        del self._keys[i]
        del self._vals[i]
    def __iter__(self):
        return iter(list(self._keys))
    def __len__(self):
        return len(self._keys)

r = Registry()
r["a"] = 1
r.update({"b": 2}, c=3)
r.update([("d", 4)])
print(dict(r), len(r), "a" in r, "z" in r, r.get("z"), r.get("a"))
print(list(r.keys()), list(r.items()), list(r.values()))
print(type(r.keys()).__name__, isinstance(r.keys(), KeysView), isinstance(r.items(), ItemsView))
print(("a", 1) in r.items(), ("a", 2) in r.items(), 3 in r.values())
print(r.keys() & {"a", "z"}, sorted(r.keys() | {"q"}), sorted(r.keys() - {"a"}))
print(r.pop("b"), r.pop("nope", "default"), r.setdefault("e", 5), r.setdefault("a", 99))
try:
    r.pop("nope")
except KeyError as e:
    print("KeyError", e)
print(r.popitem(), dict(r))
print(r == {"c": 3, "d": 4, "e": 5}, r == {"c": 3}, r != {"c": 3})
r.clear()
print(len(r), dict(r))
try:
    r.popitem()
except KeyError:
    print("popitem on empty raises KeyError")


class FrozenBits(Set):
    def __init__(self, items=()):
        self.bits = 0
        for i in items:
            self.bits |= 1 << i
    def __contains__(self, i):
        return i >= 0 and (self.bits >> i) & 1 == 1
    def __iter__(self):
        i = 0
        b = self.bits
        while b:
            if b & 1:
                yield i
            b >>= 1
            i += 1
    def __len__(self):
        return bin(self.bits).count("1")
    def __repr__(self):
        return "FrozenBits(%r)" % list(self)

a = FrozenBits([1, 2, 3, 5])
b = FrozenBits([2, 5, 7])
print(a & b, a | b, a - b, a ^ b)
print(a <= b, FrozenBits([2]) < a, a >= FrozenBits([1, 5]), a == FrozenBits([5, 3, 2, 1]))
print(a.isdisjoint([0, 4]), a.isdisjoint(b), len(a), list(a), 3 in a)
print(FrozenBits([1]) == {1}, {1, 2} - FrozenBits([1]))


class BitSet(FrozenBits, MutableSet):
    def add(self, i):
        self.bits |= 1 << i
    def discard(self, i):
        if i in self:
            self.bits ^= 1 << i

s = BitSet([0, 4])
s.add(6)
s.discard(0)
s.discard(99)
print(s)
s |= [1, 2]
print(s)
s &= [1, 2, 6, 8]
print(s)
s ^= [2, 3]
print(s)
s -= [1]
print(s, s.pop(), s)
s.remove(6)
try:
    s.remove(6)
except KeyError as e:
    print("KeyError", e)
print(s, len(s))

# ChainMap
defaults = {"color": "red", "user": "guest", "debug": False}
env = {"user": "admin"}
cli = {"debug": True}
cm = ChainMap(cli, env, defaults)
print(cm["color"], cm["user"], cm["debug"], len(cm), sorted(cm))
print(list(cm), list(cm.keys()), list(cm.values()))
cm["color"] = "blue"
print(cli, defaults["color"])
child = cm.new_child({"color": "green"})
print(child["color"], child.parents["color"], len(child.maps))
del cm["color"]
try:
    del cm["user"]
except KeyError as e:
    print("KeyError", e)
print(cm, cm.get("missing", 0), "user" in cm, bool(ChainMap({})))
print(isinstance(cm, MutableMapping), dict(cm) == {"debug": True, "user": "admin", "color": "red"})
print(ChainMap({"a": 1}) == {"a": 1}, cm.pop("debug"), cm["debug"])
