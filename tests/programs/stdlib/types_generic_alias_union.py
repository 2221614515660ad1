import typing
print(list[int], dict[str, list[int]], tuple[int, ...], list[int]([1,2]), list[int].__origin__, list[int].__args__, list[int] == list[int], int | str, int | None, (int|str).__args__, type(int|str), isinstance(3, int|str), issubclass(bool, int|None), int | str == str | int, (int | list[int]))
print(typing.Optional[int] == (int | None), list[int] | None, type[int], repr(tuple[()]))
try: isinstance([], list[int])
except TypeError as e: print(e)
try: int | 3
except TypeError as e: print(e)
print(dict[str, int].__parameters__, hash(list[int]) == hash(list[int]))
T = typing.TypeVar('T'); print(list[T], list[T].__parameters__, list[T][int], type(None) | int)
from dataclasses import dataclass, fields
@dataclass
class C:
    x: int | None = None
    ys: list[int] | None = None
print(C(), [f.type for f in fields(C)])
y: dict[str, int] = {}
print(__annotations__)
class D(list[int]): pass
print(D([1]), D.__mro__[1])
import types
print(types.SimpleNamespace(a=1, b='x'), types.FunctionType, isinstance(len, types.BuiltinFunctionType), types.GenericAlias(list, (int,)))


class Base:
    pass


def describe(x: int | str | None) -> str:
    if isinstance(x, int | None):
        return "int or None"
    return "str"


print(describe(1), describe(None), describe("s"), Base | None, None | Base, Base | int | Base)
print(D.__orig_bases__, type(D.__orig_bases__[0]).__name__, types.UnionType, types.GenericAlias)
try:
    class E(42 if False else (1, 2)[0].__class__, list[int], str):
        pass
except TypeError as e:
    print("TypeError", e)
try:
    types.SimpleNamespace({"k": 1})
except TypeError as e:
    print("TypeError", e)
ns = types.SimpleNamespace(k=1, v=2)
ns.w = 3
print(ns, ns == types.SimpleNamespace(k=1, v=2, w=3))
