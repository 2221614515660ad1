for v in [[1], (1,), "s", {1: 2}, {1}, frozenset(), 5, 2.5, range(3), b"x", None, len, iter([])]:
    print(type(v).__name__, [hasattr(v, n) for n in ("__iter__", "__len__", "__getitem__", "__contains__", "__call__", "__next__", "__hash__", "__add__")])
print([1, 2].__len__(), (1, 2).__getitem__(0), {1}.__or__({2}), {1} .__ror__({3}), tuple.__getitem__((1, 2), 1), len.__call__([1]), list(range(3).__reversed__()))
print([].__hash__ is None, list.__hash__ is None, hash((1,)) == (1,).__hash__(), (5).__eq__(5), "a".__eq__("a"), None.__eq__(None), [1].__eq__([1]), [1].__lt__([2]))
print([3].__mul__(2), [3].__rmul__(2), "ab".__contains__("a"), {"k": 1}.__getitem__("k"), frozenset([1]).__and__({1, 2}), b"ab".__add__(b"c"))
d = {}; d.__setitem__("x", 1); print(d, dict.__len__(d), list({"a": 1}.keys().__iter__()), (1,).__repr__(), object.__repr__(None)[:5])
class L(list):
    def __len__(self): return super().__len__() + 100
print(len(L([1, 2])), hasattr(L, "__iter__"), callable(len), hasattr(print, "__call__"))
