# Edge cases: each line evaluates one expression and prints its repr (or the exception it raises).
import dataclasses, typing
from dataclasses import dataclass, field, fields, asdict, astuple, replace, make_dataclass, InitVar
from typing import List, Dict, Optional, Union, Any, Callable, Tuple, TypeVar, Generic, NamedTuple, Literal, ClassVar, get_type_hints, get_origin, get_args
@dataclass
class P:
    x: int
    y: int = 2
    z: List[int] = field(default_factory=list)
@dataclass(order=True)
class O:
    a: int
    b: str = "s"
@dataclass(slots=True)
class Sl:
    a: int
    b: int = 0
@dataclass(repr=False)
class NR:
    a: int
T = TypeVar("T")
class G(Generic[T]):
    pass
class NT(NamedTuple):
    a: int
    b: str = "x"

def t(src, f):
    try:
        r = f()
        print(src, '=>', repr(r))
    except Exception as e:
        print(src, '=>', type(e).__name__, e)

t('P(1)', lambda: (P(1)))
t('repr(P)', lambda: (repr(P)))
t('P.__init__.__name__ if hasattr(P.__init__, "__name__") else None', lambda: (P.__init__.__name__ if hasattr(P.__init__, "__name__") else None))
t('P(1) == P(1, 2, [])', lambda: (P(1) == P(1, 2, [])))
t('P(1) == (1, 2, [])', lambda: (P(1) == (1, 2, [])))
t('P(1).__eq__((1,))', lambda: (P(1).__eq__((1,))))
t('repr(fields(P)[2].default_factory)', lambda: (repr(fields(P)[2].default_factory)))
t('fields(P)[0].name, fields(P)[0].type, fields(P)[0].init, fields(P)[0].kw_only', lambda: (fields(P)[0].name, fields(P)[0].type, fields(P)[0].init, fields(P)[0].kw_only))
t('P.__dataclass_fields__.keys()', lambda: (P.__dataclass_fields__.keys()))
t('P.__dataclass_params__.order if hasattr(P, "__dataclass_params__") else None', lambda: (P.__dataclass_params__.order if hasattr(P, "__dataclass_params__") else None))
t('dataclasses.is_dataclass(P(1))', lambda: (dataclasses.is_dataclass(P(1))))
t('asdict(P(1, z=[P(2)]))', lambda: (asdict(P(1, z=[P(2)]))))
t('astuple(P(1, z=[P(2)]))', lambda: (astuple(P(1, z=[P(2)]))))
t('replace(P(1), y=5)', lambda: (replace(P(1), y=5)))
t('O(1) < O(1, "t")', lambda: (O(1) < O(1, "t")))
t('O(2) > O(1, "z")', lambda: (O(2) > O(1, "z")))
t('sorted([O(2), O(1, "b"), O(1, "a")])', lambda: (sorted([O(2), O(1, "b"), O(1, "a")])))
t('O(1) <= O(1)', lambda: (O(1) <= O(1)))
t('Sl(1)', lambda: (Sl(1)))
t('Sl.__slots__', lambda: (Sl.__slots__))
t('hasattr(Sl(1), "__dict__")', lambda: (hasattr(Sl(1), "__dict__")))
t('NR(1).a', lambda: (NR(1).a))
t('P(1, 2, [3]).__repr__()', lambda: (P(1, 2, [3]).__repr__()))
t('make_dataclass("M", ["a", "b"])(1, 2)', lambda: (make_dataclass("M", ["a", "b"])(1, 2)))
t('make_dataclass("M", [("a", int, field(default=3))])()', lambda: (make_dataclass("M", [("a", int, field(default=3))])()))
t('str(List[int])', lambda: (str(List[int])))
t('repr(Optional[List[int]])', lambda: (repr(Optional[List[int]])))
t('repr(Dict[str, Tuple[int, ...]])', lambda: (repr(Dict[str, Tuple[int, ...]])))
t('repr(Callable[[int], None])', lambda: (repr(Callable[[int], None])))
t('repr(Union[int, str, None])', lambda: (repr(Union[int, str, None])))
t('repr(Literal["a", 1])', lambda: (repr(Literal["a", 1])))
t('repr(G[int])', lambda: (repr(G[int])))
t('G[int]().__class__.__name__', lambda: (G[int]().__class__.__name__))
t('repr(NT(1))', lambda: (repr(NT(1))))
t('NT._fields', lambda: (NT._fields))
t('NT.__annotations__', lambda: (NT.__annotations__))
t('repr(typing.Any)', lambda: (repr(typing.Any)))
t('repr(T)', lambda: (repr(T)))
t('repr(typing.Iterable[int])', lambda: (repr(typing.Iterable[int])))
t('repr(typing.Sequence)', lambda: (repr(typing.Sequence)))
t('typing.List is list', lambda: (typing.List is list))
t('get_origin(typing.List)', lambda: (get_origin(typing.List)))
t('get_args(Tuple[int, str])', lambda: (get_args(Tuple[int, str])))
t('get_args(Tuple[()])', lambda: (get_args(Tuple[()])))
t('repr(Tuple[()])', lambda: (repr(Tuple[()])))
t('repr(typing.Type[int])', lambda: (repr(typing.Type[int])))
t('repr(typing.Set[int])', lambda: (repr(typing.Set[int])))
t('repr(typing.FrozenSet[str])', lambda: (repr(typing.FrozenSet[str])))
t('repr(typing.DefaultDict[str, int])', lambda: (repr(typing.DefaultDict[str, int])))
t('repr(typing.Counter[str])', lambda: (repr(typing.Counter[str])))
t('repr(typing.Deque[int])', lambda: (repr(typing.Deque[int])))
t('repr(typing.Generator[int, None, None])', lambda: (repr(typing.Generator[int, None, None])))
t('repr(typing.Iterator)', lambda: (repr(typing.Iterator)))
t('isinstance([], typing.List)', lambda: (isinstance([], typing.List)))
t('isinstance({}, typing.Mapping)', lambda: (isinstance({}, typing.Mapping)))
t('issubclass(list, typing.Sequence)', lambda: (issubclass(list, typing.Sequence)))
t('typing.cast(str, 1)', lambda: (typing.cast(str, 1)))
t('repr(typing.Final[int])', lambda: (repr(typing.Final[int])))
t('repr(typing.ClassVar[int])', lambda: (repr(typing.ClassVar[int])))
t('repr(typing.Annotated[int, "meta"])', lambda: (repr(typing.Annotated[int, "meta"])))
t('get_args(typing.Annotated[int, "m"])', lambda: (get_args(typing.Annotated[int, "m"])))
