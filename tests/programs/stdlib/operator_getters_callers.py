import operator
from operator import itemgetter, attrgetter, methodcaller

rows = [
    {"name": "ann", "dept": "eng", "age": 31, "tags": ["a", "b"]},
    {"name": "bob", "dept": "ops", "age": 25, "tags": ["c"]},
    {"name": "cy", "dept": "eng", "age": 25, "tags": []},
    {"name": "dee", "dept": "hr", "age": 40, "tags": ["d", "e", "f"]},
]
g = itemgetter("name")
g2 = itemgetter("dept", "age")
print([g(r) for r in rows], [g2(r) for r in rows])
print(sorted(rows, key=itemgetter("age", "name"))[0]["name"], [r["name"] for r in sorted(rows, key=itemgetter("dept", "age"))])
print(itemgetter(1)("abc"), itemgetter(-1)([1, 2, 3]), itemgetter(slice(1, 3))("abcdef"), itemgetter(0, 2, 0)("xyz"))
print(itemgetter(1, 0)({0: "zero", 1: "one"}), repr(itemgetter(1)), repr(itemgetter("a", "b")))
print(list(map(itemgetter(0), [(1, 2), (3, 4)])), sorted([(2, "b"), (1, "z"), (2, "a")], key=itemgetter(0)))

class Addr:
    def __init__(self, city, zipc):
        self.city, self.zip = city, zipc
class Person:
    def __init__(self, name, city, zipc):
        self.name = name
        self.addr = Addr(city, zipc)
    def greet(self, greeting="hi", punct="!"):
        return f"{greeting} {self.name}{punct}"
ps = [Person("zed", "Oslo", 100), Person("amy", "Bergen", 50), Person("kim", "Oslo", 20)]
print([attrgetter("name")(p) for p in ps])
print([attrgetter("addr.city")(p) for p in ps], [attrgetter("name", "addr.zip")(p) for p in ps])
print([p.name for p in sorted(ps, key=attrgetter("addr.city", "addr.zip"))])
print(repr(attrgetter("a.b")), repr(attrgetter("x", "y.z")))
print(methodcaller("greet")(ps[0]), methodcaller("greet", "yo")(ps[1]), methodcaller("greet", punct="?")(ps[2]))
print(methodcaller("upper")("abc"), methodcaller("split", ",", 1)("a,b,c"), methodcaller("replace", "a", "o")("banana"))
print(repr(methodcaller("split", ",", maxsplit=1)), repr(methodcaller("x")))
print(list(map(methodcaller("strip", "-"), ["-a-", "--b", "c"])))
for bad in [lambda: itemgetter(5)("abc"), lambda: itemgetter("k")({}), lambda: attrgetter("nope")(ps[0]),
            lambda: attrgetter("addr.nope")(ps[0]), lambda: methodcaller("nope")(1), lambda: attrgetter(1),
            lambda: methodcaller(), lambda: itemgetter()]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)

print("--- arithmetic")
vals = [(7, 3), (-7, 3), (7, -3), (2, 10), (0, 5)]
for a, b in vals:
    print(a, b, operator.add(a, b), operator.sub(a, b), operator.mul(a, b), operator.floordiv(a, b), operator.mod(a, b),
          operator.truediv(a, b), operator.pow(a, b), operator.lshift(a, 2), operator.rshift(a, 1), operator.and_(a, b),
          operator.or_(a, b), operator.xor(a, b), operator.neg(a), operator.pos(a), operator.abs(a), operator.inv(a), operator.invert(b))
print(operator.lt(1, 2), operator.le(2, 2), operator.eq(1, 1.0), operator.ne("a", "a"), operator.ge(3, 4), operator.gt(4, 3))
print(operator.not_(0), operator.truth([]), operator.truth([0]), operator.is_(None, None), operator.is_not(1, None))
print(operator.concat([1], [2]), operator.concat("a", "b"), operator.contains("abc", "b"), operator.countOf([1, 2, 1, 1], 1), operator.indexOf("hello", "l"))
print(operator.index(7), operator.length_hint([1, 2, 3]), operator.length_hint(x for x in []), operator.length_hint(object(), 42))
seq = [1, 2, 3, 4]
operator.setitem(seq, 0, 99)
operator.delitem(seq, 1)
print(seq, operator.getitem(seq, -1), operator.getitem({"k": "v"}, "k"))
x = [1]
y = operator.iadd(x, [2])
print(x, y is x, operator.iadd(5, 3), operator.imul("ab", 3), operator.isub(10, 4), operator.ior({1}, {2}), operator.iconcat([0], [9]))
s = "ab"
print(operator.iadd(s, "cd"), s)
print(operator.call(max, 3, 9, 2), operator.call(sorted, [3, 1], reverse=True))
for bad in [lambda: operator.concat(1, 2), lambda: operator.indexOf([1], 5), lambda: operator.index(1.5), lambda: operator.truediv(1, 0)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
from functools import reduce
print(reduce(operator.xor, range(100)), reduce(operator.or_, [1, 2, 4, 8]), reduce(operator.concat, ["a", "b", "c"]))
print(sorted([("b", 2), ("a", 2), ("c", 1)], key=itemgetter(1, 0)))
print(max(ps, key=attrgetter("addr.zip")).name, min(rows, key=itemgetter("age"))["name"])
