from dataclasses import dataclass, field, fields, asdict, astuple, replace, is_dataclass, make_dataclass, InitVar, KW_ONLY, MISSING
import dataclasses
from typing import List, Dict, Optional

@dataclass
class Item:
    name: str
    price: float = 0.0
    qty: int = 1
    tags: List[str] = field(default_factory=list)
    secret: str = field(default="x", repr=False)
    note: str = field(default="", compare=False)

a = Item("apple", 0.5, 3, ["fruit"])
b = Item("apple", 0.5, 3, ["fruit"], note="different")
print(a, repr(b))
print(a == b, a != Item("pear"), Item("x") == ("x",), a.tags is not Item("q").tags)
print([f.name for f in fields(a)], [f.default for f in fields(Item)][1:3], fields(Item)[0].default is MISSING, fields(Item)[3].default is MISSING)
print(fields(Item)[3].default_factory is list, fields(Item)[4].repr, fields(Item)[5].compare, fields(Item)[0].type)
print(asdict(a), astuple(a))
print(replace(a, qty=10), a.qty)
print(is_dataclass(a), is_dataclass(Item), is_dataclass(5), is_dataclass(type))

@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    label: str = field(default="", compare=False)
vs = [Version(1, 2), Version(1, 10), Version(0, 9, 9), Version(1, 2, 1, "rc"), Version(1, 2, label="x")]
print(sorted(vs))
print(Version(1) < Version(1, 0, 1), Version(2) >= Version(1, 99), Version(1, 2) == Version(1, 2, 0, "zzz"), max(vs))
try:
    Version(1) < (1, 0, 0)
except TypeError as e:
    print("TypeError", e)

@dataclass
class Node:
    value: int
    children: List["Node"] = field(default_factory=list)
    meta: Dict[str, int] = field(default_factory=dict)
tree = Node(1, [Node(2, [Node(4)]), Node(3, meta={"k": 1})])
print(asdict(tree))
print(astuple(tree))
print(tree)

@dataclass(eq=False)
class Ident:
    x: int
i1, i2 = Ident(1), Ident(1)
print(i1 == i2, i1 == i1, hash(i1) == hash(i1))

@dataclass(unsafe_hash=True)
class HPoint:
    x: int
    y: int
print(hash(HPoint(1, 2)) == hash(HPoint(1, 2)), len({HPoint(1, 2), HPoint(1, 2), HPoint(2, 1)}))
@dataclass
class Unhash:
    x: int
print(Unhash.__hash__ is None)

@dataclass
class WithPost:
    w: float
    h: float
    area: float = field(init=False)
    scale: InitVar[float] = 1.0
    def __post_init__(self, scale):
        self.w *= scale
        self.h *= scale
        self.area = self.w * self.h
print(WithPost(2, 3), WithPost(2, 3, 10), [f.name for f in fields(WithPost)])

@dataclass
class KW:
    a: int
    _: KW_ONLY
    b: int = 2
    c: int = 3
print(KW(1), KW(1, c=9, b=8))
try:
    KW(1, 2)
except TypeError as e:
    print("TypeError", e)

@dataclass(kw_only=True)
class AllKW:
    p: int
    q: int = 0
print(AllKW(p=5), AllKW(q=1, p=2))

@dataclass
class Base:
    x: int
    y: int = 0
@dataclass
class Derived(Base):
    z: int = 5
    x: int = 100
print(Derived(), Derived(1, 2, 3), [f.name for f in fields(Derived)])

@dataclass(repr=False, init=True)
class NoRepr:
    v: int
print(repr(NoRepr(1)).startswith("<"), NoRepr(1).v)
@dataclass(init=False)
class NoInit:
    v: int = 7
n = NoInit()
print(n.v, n)

errs = [
    lambda: Item(),
    lambda: Item("a", 1, 2, [], "s", "n", "extra"),
    lambda: Item("a", name="b"),
    lambda: Item("a", bogus=1),
    lambda: replace(a, bogus=1),
    lambda: asdict(5),
    lambda: fields(5),
    lambda: field(default=1, default_factory=list),
]
for e in errs:
    try:
        print(e())
    except Exception as ex:
        print(type(ex).__name__, ex)
try:
    @dataclass
    class BadDefault:
        xs: list = []
except ValueError as e:
    print("ValueError", e)
try:
    @dataclass
    class BadOrder:
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError", e)

P = make_dataclass("P", ["x", ("y", int), ("z", int, field(default=0))])
print(P(1, 2), P(1, 2, 3), [f.name for f in fields(P)], P.__name__)
Q = make_dataclass("Q", [("a", int, field(default=7))], bases=(Base,), namespace={"double": lambda self: self.a * 2})
q = Q(1, 2, 3)
print(q, q.double())
print(Item.__match_args__, Version.__match_args__, KW.__match_args__)
