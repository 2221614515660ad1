"""A tour of the standard library ember provides: each module imported and its most
used functions called."""
from __future__ import annotations

import abc
import bisect
import collections
import collections.abc
import copy
import dataclasses
import enum
import fractions
import functools
import gc
import heapq
import io
import itertools
import json
import math
import operator
import random
import re
import string
import struct
import array
import sys
import time
import typing

# abc
class Base(abc.ABC):
    @abc.abstractmethod
    def run(self): ...
class Impl(Base):
    def run(self): return "ran"
print("abc", Impl().run(), isinstance(Impl(), Base), sorted(Base.__abstractmethods__))

# bisect
xs = [1, 3, 5, 7]
bisect.insort(xs, 4)
print("bisect", xs, bisect.bisect_left(xs, 5), bisect.bisect_right(xs, 5), bisect.bisect(xs, 0))

# collections
d = collections.deque([1, 2, 3], maxlen=4)
d.appendleft(0); d.append(9); d.rotate(1)
c = collections.Counter("mississippi")
dd = collections.defaultdict(list)
for k, v in [("a", 1), ("b", 2), ("a", 3)]:
    dd[k].append(v)
od = collections.OrderedDict([("x", 1), ("y", 2)]); od.move_to_end("x")
P = collections.namedtuple("P", "x y", defaults=[0])
print("collections", d, c.most_common(2), dict(dd), list(od), P(1), P(1, 2)._asdict(), P._fields)
print("collections.abc", isinstance([], collections.abc.Sequence), isinstance({}, collections.abc.Mapping), issubclass(set, collections.abc.Set))

# copy
nested = {"a": [1, [2, 3]], "b": {"c": 4}}
deep = copy.deepcopy(nested); deep["a"][1].append(99)
shallow = copy.copy(nested); shallow["b"]["c"] = 5
print("copy", nested, deep)

# dataclasses
@dataclasses.dataclass(order=True)
class Item:
    name: str
    qty: int = 0
    tags: list = dataclasses.field(default_factory=list)
items = sorted([Item("b", 2), Item("a", 5), Item("a", 1)])
print("dataclasses", items[0], dataclasses.asdict(items[1]), [f.name for f in dataclasses.fields(Item)], dataclasses.replace(items[2], qty=7))

# enum
class Color(enum.Enum):
    RED = 1
    GREEN = enum.auto()
class Perm(enum.Flag):
    R = 4
    W = 2
    X = 1
print("enum", Color.RED, Color(2), Color["GREEN"].value, list(Color), Perm.R | Perm.W, repr(Perm.R | Perm.X), len(Color))

# fractions
F = fractions.Fraction
print("fractions", F(1, 3) + F(1, 6), F("0.125"), F(3.5).limit_denominator(), sum(F(1, n) for n in range(1, 5)))

# functools
@functools.lru_cache(maxsize=None)
def fib(n): return n if n < 2 else fib(n - 1) + fib(n - 2)
print("functools", fib(60), functools.reduce(operator.mul, range(1, 8)), functools.partial(pow, 2)(10), fib.cache_info().hits)

# gc, time
print("gc", gc.isenabled(), type(gc.collect()).__name__, "time", type(time.time()).__name__, time.perf_counter() >= 0)

# heapq
h = [5, 1, 8, 3, 9, 2]
heapq.heapify(h)
print("heapq", h, [heapq.heappop(h) for _ in range(3)], heapq.nlargest(2, [4, 1, 7, 3]), heapq.nsmallest(2, ["bb", "a", "ccc"], key=len))

# io
buf = io.StringIO()
print("to a buffer", file=buf)
print("io", repr(buf.getvalue()), io.BytesIO(b"a\nb").readlines())

# itertools
print("itertools", list(itertools.islice(itertools.count(10, 5), 4)), list(itertools.permutations("abc", 2))[:3],
      list(itertools.combinations(range(4), 2)), [(k, len(list(g))) for k, g in itertools.groupby("aaabcc")],
      list(itertools.accumulate([1, 2, 3, 4])), list(itertools.chain.from_iterable([[1], [2, 3]])),
      list(itertools.product("ab", repeat=2)), list(itertools.zip_longest("ab", "xyz", fillvalue="-")))

# json
doc = json.dumps({"b": [1, 2.5, None], "a": True}, sort_keys=True, indent=2)
print("json", doc, json.loads(doc) == {"a": True, "b": [1, 2.5, None]})

# math
print("math", math.gcd(12, 18), math.comb(10, 3), math.isclose(0.1 + 0.2, 0.3), math.fsum([0.1] * 10), math.prod([1, 2, 3, 4]), math.log2(1024), math.hypot(3, 4))

# operator
print("operator", sorted([("b", 2), ("a", 1)], key=operator.itemgetter(0)), operator.attrgetter("real")(3), operator.methodcaller("upper")("x"), operator.add(2, 3))

# random
random.seed(12345)
print("random", random.random(), random.randint(1, 100), random.choice("abcdef"), random.sample(range(50), 4), random.gauss(0, 1))

# re
log = "2024-05-01 ERROR disk full; 2024-05-02 WARN slow; 2024-05-03 ERROR fan"
rx = re.compile(r"(?P<date>\d{4}-\d{2}-\d{2}) (?P<level>[A-Z]+) (?P<msg>[^;]+)")
print("re", [m.group("date", "level") for m in rx.finditer(log)], re.findall(r"ERROR (\w+)", log),
      re.sub(r"(\d+)-(\d+)-(\d+)", r"\3/\2/\1", log), re.split(r";\s*", log), bool(re.fullmatch(r"[a-z]+", "abc")),
      re.search(r"(?i)warn", log).span(), re.match(r"x", "y"))

# struct
packed = struct.pack("<hId", -2, 7, 1.5)
print("struct", packed, struct.unpack("<hId", packed), struct.calcsize("<hId"), struct.calcsize("hId"))

# array
arr = array.array("d", [1.0, 2.5])
arr.append(4)
print("array", arr, arr.tobytes()[:8], array.array("i", range(5))[1:3], array.array("b", [-1, 2]).tolist())

# string
print("string", string.ascii_lowercase[:5], string.digits, string.capwords("hello wide world"), string.Template("$who likes $what").substitute(who="tim", what="pie"))

# sys
print("sys", sys.version_info[:2], sys.maxsize > 2**31, type(sys.argv).__name__)

# typing
T = typing.TypeVar("T")
def first(xs: typing.List[T]) -> typing.Optional[T]:
    return xs[0] if xs else None
class Pt(typing.NamedTuple):
    x: int
    y: int = 0
print("typing", first([3, 4]), Pt(1), typing.Optional[int], typing.Dict[str, int], typing.Union[int, str])
