# The operator module's function forms of Python's operators.
import operator as op

pairs = [(17, 5), (-17, 5), (17, -5), (6, 3), (2.5, 1.5), (True, 3), (10 ** 20, 7), (0, 4)]
for a, b in pairs:
    print(a, b, op.add(a, b), op.sub(a, b), op.mul(a, b), op.truediv(a, b),
          op.floordiv(a, b), op.mod(a, b), op.neg(a), op.pos(a), op.abs(a))
for a, b in [(2, 10), (-3, 3), (2.0, -2), (9, 0.5), (0, 0)]:
    print("pow", a, b, op.pow(a, b), op.__pow__(a, b))
for a, b in [(0b1100, 0b1010), (-6, 3), (255, 15), (True, True), (1 << 70, 5)]:
    print(op.and_(a, b), op.or_(a, b), op.xor(a, b), op.invert(a), op.inv(b), op.lshift(a, 3), op.rshift(a, 2))
s1, s2 = {1, 2, 3}, {2, 3, 4}
print(op.and_(s1, s2), op.or_(s1, s2), op.xor(s1, s2), op.sub(s1, s2))

values = [0, 1, -1, "", "a", [], [0], None, 0.0, (), {}]
print([op.truth(v) for v in values], [op.not_(v) for v in values])
cmp_pairs = [(1, 2), (2, 2), (3, 2), ("a", "b"), ((1, 2), (1, 3)), (1.0, 1)]
for a, b in cmp_pairs:
    print(a, b, op.lt(a, b), op.le(a, b), op.eq(a, b), op.ne(a, b), op.ge(a, b), op.gt(a, b))
x = [1]
print(op.is_(x, x), op.is_(x, [1]), op.is_not(x, [1]), op.is_(None, None))

# Sequence operations.
print(op.concat([1, 2], [3]), op.concat("ab", "cd"), op.concat((1,), (2, 3)))
print(op.contains([1, 2, 3], 2), op.contains("hello", "ell"), op.contains({"k": 1}, "v"))
print(op.countOf([1, 2, 1, 3, 1], 1), op.countOf("mississippi", "s"), op.indexOf("abcabc", "c"), op.indexOf([4, 5, 6], 6))
data = list(range(10))
op.setitem(data, 0, "zero")
op.setitem(data, slice(1, 4), ["a", "b"])
print(data, op.getitem(data, -1), op.getitem(data, slice(None, None, -3)))
op.delitem(data, 0)
op.delitem(data, slice(-2, None))
print(data)
d = {}
op.setitem(d, "x", 1)
op.setitem(d, ("t", 1), [2])
print(d, op.getitem(d, ("t", 1)))
op.delitem(d, "x")
print(d)
for thunk in (lambda: op.concat(1, [2]), lambda: op.indexOf([1, 2], 9), lambda: op.getitem([1], 5), lambda: op.delitem({}, "k"), lambda: op.index(3.0), lambda: op.truediv(1, 0), lambda: op.add(1, "1")):
    try:
        thunk()
    except (TypeError, ValueError, IndexError, KeyError, ZeroDivisionError) as e:
        print(type(e).__name__ + ":", e)

class Idx:
    def __index__(self):
        return 7
print(op.index(5), op.index(True), op.index(Idx()), [10, 20, 30, 40, 50, 60, 70, 80][op.index(Idx())])
print(op.length_hint([1, 2, 3]), op.length_hint("abcd"), op.length_hint(5, 42))

# In-place forms mutate mutable objects and return new immutable ones.
lst = [1, 2]
res = op.iadd(lst, [3])
print(lst, res is lst)
tup = (1, 2)
res = op.iadd(tup, (3,))
print(tup, res)
st = {1}
op.ior(st, {2, 3}); op.iand(st, {2, 3, 4}); op.ixor(st, {3, 9}); op.isub(st, {9})
print(st)
n = 100
for name in ("iadd", "isub", "imul", "itruediv", "ifloordiv", "imod", "ipow", "ilshift", "irshift", "iand", "ior", "ixor"):
    print(name, getattr(op, name)(n, 3), end="; ")
print()
print(op.iconcat([0], range(3)), op.imul("ab", 3), op.imul([0], 4))

# The dunder aliases are the same functions.
print(op.__add__ is op.add, op.__mul__(6, 7), op.__neg__(5), op.__getitem__("xyz", 2), op.__contains__([1], 1), op.__not__([]))

# Reduce-style folding with operator functions.
import functools
print(functools.reduce(op.mul, range(1, 16)), functools.reduce(op.or_, [1, 2, 4, 8]), functools.reduce(op.xor, range(100)))
print(list(map(op.pow, [2, 3, 4], [5, 3, 2])), list(map(op.neg, range(5))), sorted([3, -1, 2], key=op.neg))
print(list(map(op.call, [len, str.upper, abs], ["abc", "def", -4])) if hasattr(op, "call") else "no call")
