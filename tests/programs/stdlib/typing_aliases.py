import typing
from typing import (Any, Union, Optional, List, Dict, Tuple, Set, FrozenSet,
                    Callable, Iterator, Iterable, Generator, Sequence, Mapping,
                    MutableMapping, Type, TypeVar, ClassVar, Final, Literal,
                    cast, overload, get_origin, get_args, TYPE_CHECKING)

T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")
Num = TypeVar("Num", int, float)
Co = TypeVar("Co", covariant=True)
Contra = TypeVar("Contra", contravariant=True)
Bounded = TypeVar("Bounded", bound=Sequence)

print(T, Num, Co, Contra, Bounded.__bound__, Num.__constraints__, T.__name__)

Vector = List[float]
Matrix = List[Vector]
JSON = Union[None, bool, int, float, str, List[Any], Dict[str, Any]]
Handler = Callable[[str, int], Optional[bool]]

print(Vector)
print(Matrix)
print(JSON)
print(Handler)
print(Dict[str, Tuple[int, ...]], Tuple[()], Tuple[int, str, float])
print(Optional[List[int]], Union[int, None], Union[None, int], Optional[Union[int, str]])
print(Union[int, str, int], Union[int], Union[int, Union[str, float]])
print(Set[T], FrozenSet[str], Type[int], Mapping[K, V], MutableMapping[str, List[T]])
print(Iterator[int], Iterable[str], Generator[int, None, str], Sequence[Tuple[K, V]])
print(ClassVar[int], Final[str], Literal["r", "w", 1, None, True])
print(Callable[..., Any], Callable[[], None], Callable[[int], Callable[[str], bool]])
print(List["Node"], Dict[str, "Tree"])
print(Any, Union, Optional, Callable, List, Dict, Tuple)

print(List[int] == List[int], List[int] == List[str], Union[int, str] == Union[str, int])
print(Optional[int] == Union[int, None], Literal[1, 2] == Literal[2, 1])
print(len({List[int], List[int], Dict[str, int]}), hash(Union[int, str]) == hash(Union[str, int]))

print(get_origin(List[int]), get_origin(Dict[str, int]), get_origin(Optional[int]))
print(get_origin(Callable[[int], str]), get_origin(Literal[1]), get_origin(int), get_origin(List))
print(get_args(Dict[str, List[int]]), get_args(Optional[int]), get_args(Union[int, str, None]))
print(get_args(Callable[[int, str], bool]), get_args(Callable[..., int]), get_args(Tuple[int, ...]))
print(get_args(Literal["a", "b"]), get_args(int), get_args(List))

DictStr = Dict[str, V]
print(DictStr[int], DictStr.__parameters__, Mapping[K, List[V]][str, int])

checks = [
    ([], List), ({}, Dict), ((), Tuple), ({1}, Set), (frozenset(), FrozenSet),
    (len, Callable), (iter([]), Iterator), ([], Iterable), (3, Iterable),
    ("s", Sequence), ({}, Mapping), ({}, MutableMapping), (int, Type),
    (1, Union[int, str]), ("x", Union[int, str]), (None, Optional[int]),
    (2.5, Optional[int]),
]
for value, tp in checks:
    print(type(value).__name__, tp, isinstance(value, tp))
print(issubclass(list, Sequence), issubclass(dict, Mapping), issubclass(int, Union[int, str]))

for bad in (lambda: isinstance([], List[int]), lambda: isinstance(1, Any),
            lambda: List(), lambda: Dict[str, int](), lambda: Optional[int, str],
            lambda: Union[()], lambda: List[int, str], lambda: issubclass(int, Any),
            lambda: Callable[int, str], lambda: Callable[int]):
    try:
        bad()
        print("no error")
    except TypeError as e:
        print("TypeError:", e)

print(cast(int, "not really"), cast(List[int], (1, 2)), cast("Any", None), TYPE_CHECKING)


@overload
def double(x: int) -> int: ...
@overload
def double(x: str) -> str: ...
def double(x):
    return x * 2


print(double(21), double("ab"))


def first(items: Sequence[T], default: Optional[T] = None) -> Optional[T]:
    return items[0] if items else default


def apply(fn: Callable[[int], int], values: Iterable[int]) -> List[int]:
    return [fn(v) for v in values]


def pairs(mapping: Mapping[K, V]) -> Iterator[Tuple[K, V]]:
    for k in sorted(mapping):
        yield k, mapping[k]


print(first([3, 4]), first([], "empty"), apply(lambda v: v * v, range(5)))
print(list(pairs({"b": 2, "a": 1})))
config: Dict[str, Union[int, str]] = {"port": 8080, "host": "localhost"}
print(config, typing.Text, typing.AnyStr, typing.NoReturn)
print(Callable[int, str], Callable[[int], str] == Callable[int, str], issubclass(bool, Any))
