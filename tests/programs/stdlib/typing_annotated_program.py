from typing import (Any, Callable, Dict, Generic, Iterable, Iterator, List, NamedTuple, Optional, Sequence, Set, Tuple,
                    TypeVar, Union, cast, get_args, get_origin, overload, Protocol, runtime_checkable, Final, Literal,
                    ClassVar, TypedDict, NewType, Mapping)
import typing

T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")
N = TypeVar("N", int, float)
B = TypeVar("B", bound=str)

print(T, K, repr(N), N.__constraints__, B.__bound__, T.__name__)
print(List[int], Dict[str, List[int]], Tuple[int, ...], Optional[str], Union[int, str], Union[int, None])
print(Callable[[int, str], bool], Callable[..., Any], Iterator[T], Sequence[Tuple[K, V]])
print(get_origin(List[int]), get_args(Dict[str, int]), get_origin(Optional[int]), get_args(Optional[int]))
print(get_args(Callable[[int], str]), get_origin(Callable[[int], str]), get_args(int), get_origin(int))
print(Union[int, int], Union[int, Union[str, float]] == Union[int, str, float], Optional[Optional[int]] == Optional[int])
print(get_args(Literal[1, "a"]), get_origin(Literal["x"]), List[int] == List[int], List[int] != List[str])
print(cast(int, "not really"), cast(List[str], [1]))

class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> T:
        return self.items.pop()
    def __len__(self) -> int:
        return len(self.items)
    def __iter__(self) -> Iterator[T]:
        return reversed(self.items)

s: Stack[int] = Stack()
for i in range(5):
    s.push(i * i)
print(s.pop(), len(s), list(s), Stack[int], Stack[str] is not None)

class Pair(Generic[K, V]):
    def __init__(self, k: K, v: V):
        self.k, self.v = k, v
    def swap(self) -> "Pair[V, K]":
        return Pair(self.v, self.k)
    def __repr__(self):
        return f"Pair({self.k!r}, {self.v!r})"
print(Pair("a", 1).swap(), Pair[str, int]("x", 2))

class Employee(NamedTuple):
    name: str
    dept: str = "eng"
    salary: int = 100
e = Employee("ann")
print(e, e._fields, e._field_defaults, Employee("bo", "ops", 5)._replace(salary=6), e._asdict())
print(Employee.__annotations__)

class Movie(TypedDict):
    title: str
    year: int
m: Movie = {"title": "Alien", "year": 1979}
print(m, type(m).__name__, Movie.__annotations__ if hasattr(Movie, "__annotations__") else "")

UserId = NewType("UserId", int)
uid = UserId(42)
print(uid, type(uid).__name__, uid + 1, UserId.__name__)

@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...
class F:
    def close(self):
        return None
class G:
    pass
print(isinstance(F(), Closable), isinstance(G(), Closable))

def first(xs: Sequence[T], default: Optional[T] = None) -> Optional[T]:
    return xs[0] if xs else default
def apply(f: Callable[[int], int], xs: Iterable[int]) -> List[int]:
    return [f(x) for x in xs]
def total(xs: Union[List[int], Tuple[int, ...]]) -> int:
    return sum(xs)
def describe(x: Any) -> str:
    return type(x).__name__
def gen(n: int) -> Iterator[int]:
    yield from range(n)
def merge(a: Mapping[str, int], b: Dict[str, int]) -> Dict[str, int]:
    out = dict(a)
    for k, v in b.items():
        out[k] = out.get(k, 0) + v
    return out
print(first([3, 4]), first([], "dflt"), apply(lambda x: x * 3, range(4)), total((1, 2, 3)), describe(1.5), list(gen(3)))
print(merge({"a": 1}, {"a": 2, "b": 3}))

class Config:
    MAX: ClassVar[int] = 10
    name: Final[str] = "cfg"
    mode: Literal["fast", "slow"] = "fast"
    count: int
print(Config.MAX, Config.name, Config.mode, sorted(Config.__annotations__))

@overload
def double(x: int) -> int: ...
@overload
def double(x: str) -> str: ...
def double(x):
    return x * 2
print(double(4), double("ab"))
Vector = List[float]
def scale(k: float, v: Vector) -> Vector:
    return [k * x for x in v]
print(scale(2.0, [1.0, -1.5]), Vector)
print(typing.TYPE_CHECKING, Any, typing.NoReturn)
