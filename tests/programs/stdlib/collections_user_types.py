from collections import UserDict, UserList, UserString
from collections.abc import Mapping, MutableMapping, Sequence, MutableSequence, Set, MutableSet, Iterable, Iterator, Sized, Container, Hashable, Callable, Reversible, Collection, Generator, KeysView, ItemsView, ValuesView


class LowerDict(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())

    def __contains__(self, key):
        return key.lower() in self.data


d = LowerDict({"Alpha": 1})
d["BETA"] = 2
d.update(Gamma=3)
d.update([("DELTA", 4)])
print(d, d["ALPHA"], "beta" in d, "Beta" in d, len(d), sorted(d), d.get("GAMMA"), d.get("nope", 0))
print(d.data, isinstance(d, MutableMapping), isinstance(d, dict), d.pop("delta"), d.setdefault("EPS", 5), d)
print(d == {"alpha": 1, "beta": 2, "gamma": 3, "eps": 5}, d.copy(), type(d.copy()).__name__, repr(UserDict()))
print(d | {"z": 0}, type(d | {"z": 0}).__name__, list(d.items())[:2], list(d.keys()), list(d.values()))
del d["alpha"]
print(d, d.popitem(), len(d))
try:
    d["missing"]
except KeyError as e:
    print("KeyError", e)


class DefaultUD(UserDict):
    def __missing__(self, key):
        return f"<{key}>"


print(DefaultUD(a=1)["a"], DefaultUD()["zz"], DefaultUD.fromkeys("ab", 0))


class Stack(UserList):
    def push(self, x):
        self.append(x)

    def peek(self):
        return self[-1]


s = Stack([1, 2])
s.push(3)
s += [4]
s.extend((5, 6))
print(s, s.peek(), s.pop(), len(s), s[1:3], type(s[1:3]).__name__, s * 2, 3 in s, s.index(3), s.count(1))
s.insert(0, 0)
s.reverse()
s.sort()
print(s, s == [0, 1, 2, 3, 4, 5], s < [0, 1, 3], s + [9], [9] + s, type([9] + s).__name__, s.copy(), repr(UserList()))
s[0] = 100
del s[1]
s.remove(100)
print(s, sorted(s, reverse=True), list(reversed(s)), isinstance(s, MutableSequence), s.data is not None)
s.clear()
print(s, bool(s))


class Shout(UserString):
    def shout(self):
        return self.upper() + "!"


u = Shout("hello world")
print(u, repr(u), u.shout(), type(u.upper()).__name__, u[0], u[-5:], len(u), u + "!", "!" + u if False else "", u * 2)
print(u.split(), u.replace("o", "0"), u.find("w"), u.count("l"), u.startswith("he"), "world" in u, u == "hello world", u < "i")
print(u.title(), u.center(15, "*"), u.capitalize(), u.strip("hd"), str(u).encode(), hash(u) == hash("hello world"), str(u) is not u)
print(sorted([Shout("b"), Shout("a")]), Shout("%s=%d") % ("x", 3), Shout("x").join(["1", "2"]), u.data)

print("--- abc checks")
checks = [
    ([], [Iterable, Sized, Container, Sequence, MutableSequence, Reversible, Collection, Hashable]),
    ((), [Sequence, MutableSequence, Hashable]),
    ({}, [Mapping, MutableMapping, Hashable]),
    (set(), [Set, MutableSet, Hashable]),
    (frozenset(), [Set, MutableSet, Hashable]),
    ("s", [Sequence, Hashable, Iterable]),
    (b"b", [Sequence, MutableSequence]),
    (iter([]), [Iterator, Iterable, Sized]),
    ((x for x in []), [Generator, Iterator]),
    (len, [Callable, Hashable]),
    ({}.keys(), [KeysView, Set, Sized]),
    ({}.items(), [ItemsView, Set]),
    ({}.values(), [ValuesView, Set, Collection]),
    (range(3), [Sequence, Reversible, Hashable]),
    (d, [Mapping, Iterable, Hashable]),
    (s, [Sequence, Hashable]),
    (u, [Sequence, Hashable]),
    (5, [Hashable, Iterable, Container]),
]
for obj, abcs in checks:
    print(type(obj).__name__.ljust(20), [(a.__name__, isinstance(obj, a)) for a in abcs])


class Bag(MutableSet):
    def __init__(self, it=()):
        self._d = {}
        for x in it:
            self.add(x)
    def __contains__(self, x):
        return x in self._d
    def __iter__(self):
        return iter(sorted(self._d))
    def __len__(self):
        return len(self._d)
    def add(self, x):
        self._d[x] = True
    def discard(self, x):
        self._d.pop(x, None)
    def __repr__(self):
        return f"Bag({list(self)})"


a, b = Bag("abcd"), Bag("cdef")
print(a | b, a & b, a - b, a ^ b, a <= Bag("abcdz"), a.isdisjoint(Bag("xy")), len(a | b))
a |= Bag("z")
a -= Bag("a")
print(a, a.pop() in "bcdz", len(a), a == Bag(a), list(reversed(list(a))))
