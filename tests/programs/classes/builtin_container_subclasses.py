# Subclasses of list, dict and set: their instances carry the container; the builtin methods, operators, iteration, comparisons and printing act on it; super() reaches its methods and special methods; __missing__, __init__ through super().
class Stack(list):
    def push(self, x):
        self.append(x)
    def peek(self):
        return self[-1]
    @property
    def top(self):
        return self[-1] if self else None
s = Stack()
print(s, len(s), bool(s), s.top)
s.push(1); s.push(2); s.push(3)
print(s, len(s), s.peek(), s.pop(), s, bool(s), s.top)
print(isinstance(s, list), isinstance(s, Stack), type(s).__name__, type(s) is list)
print(s == [1, 2], s != [1], [1, 2] == s, s < [1, 3], 2 in s, 5 in s)
print(s + [9], [0] + s, s * 2, s[0], s[-1], s[0:1], sorted(s, reverse=True), list(s), sum(s))
s += [7]
print(type(s).__name__, s)
s[0] = 10
del s[1]
s[1:] = [4, 5, 6]
print(s, [x * 2 for x in s], max(s), s.index(5), s.count(4))
s.sort(reverse=True)
print(s, s.copy(), type(s.copy()).__name__)
t = Stack([3, 1, 2])
print(t, len(t))
try:
    hash(t)
except TypeError as e:
    print(e)
s.name = "mine"
print(s.name)

class Registry(dict):
    def __missing__(self, key):
        value = self[key] = len(key)
        return value
r = Registry(a=1)
print(r["a"], r["abc"], r, len(r), "abc" in r, sorted(r.keys()), r.get("zz"), dict(r), list(r.items()))
r.update({"q": 5})
print(r, r.pop("q"), isinstance(r, dict))

class CountingDict(dict):
    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        self.sets = 0
    def __setitem__(self, key, value):
        self.sets += 1
        super().__setitem__(key, value)
c = CountingDict({"x": 1})
c["y"] = 2
c["z"] = 3
print(c, c.sets, dict(c), sorted(c))

class Tags(set):
    def add_all(self, *xs):
        for x in xs:
            self.add(x)
g = Tags([1, 2])
g.add_all(3, 4)
print(sorted(g), len(g), 3 in g, sorted(g | {9}), isinstance(g, set))

class Matrix(list):
    def __init__(self, rows):
        super().__init__(list(r) for r in rows)
    def __repr__(self):
        return "Matrix(" + super().__repr__() + ")"
def total(m):
    t = 0
    for i in range(300):
        for row in m:
            for v in row:
                t += v
    return t
m = Matrix([[1, 2], [3, 4]])
print(m, total(m), len(m))
