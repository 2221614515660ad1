from abc import ABC, abstractmethod
from typing import (Generic, TypeVar, Protocol, NamedTuple, TypedDict, NewType,
                    List, Dict, Optional, Iterator, runtime_checkable, Callable)

T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")


class Stack(Generic[T]):
    def __init__(self) -> None:
        self._items: List[T] = []

    def push(self, item: T) -> None:
        self._items.append(item)

    def pop(self) -> T:
        return self._items.pop()

    def peek(self) -> Optional[T]:
        return self._items[-1] if self._items else None

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[T]:
        return reversed(self._items)


s: Stack[int] = Stack()
for i in range(5):
    s.push(i * i)
print(len(s), s.pop(), s.peek(), list(s))
print(Stack[int], Stack[str], Stack.__parameters__, Stack[int] == Stack[int])
typed = Stack[str]()
typed.push("a")
print(type(typed).__name__, typed.peek(), isinstance(typed, Stack))


class Cache(Generic[K, V]):
    def __init__(self, loader: Callable[[K], V]) -> None:
        self.loader = loader
        self.data: Dict[K, V] = {}
        self.misses = 0

    def get(self, key: K) -> V:
        if key not in self.data:
            self.misses += 1
            self.data[key] = self.loader(key)
        return self.data[key]


squares = Cache(lambda n: n * n)
print([squares.get(n) for n in (3, 4, 3, 3, 5)], squares.misses)
print(Cache.__parameters__, Cache[str, int])
try:
    Cache[int]
except TypeError as e:
    print("TypeError:", e)


class Repository(ABC, Generic[T]):
    @abstractmethod
    def find(self, key: str) -> Optional[T]: ...

    def find_or(self, key: str, default: T) -> T:
        found = self.find(key)
        return default if found is None else found


class MemoryRepo(Repository[str]):
    def __init__(self, **items: str) -> None:
        self.items = items

    def find(self, key: str) -> Optional[str]:
        return self.items.get(key)


repo = MemoryRepo(a="apple", b="banana")
print(repo.find("a"), repo.find_or("z", "none"), isinstance(repo, Repository))
try:
    Repository()
except TypeError as e:
    print("TypeError:", e)


@runtime_checkable
class Drawable(Protocol):
    def draw(self) -> str: ...


class HasArea(Protocol):
    def area(self) -> float: ...


class Circle:
    def __init__(self, r: float) -> None:
        self.r = r

    def draw(self) -> str:
        return "circle(%g)" % self.r

    def area(self) -> float:
        return 3.0 * self.r * self.r


class Text:
    def __init__(self, s: str) -> None:
        self.s = s


def render(items: List[Drawable]) -> List[str]:
    return [item.draw() for item in items if isinstance(item, Drawable)]


print(render([Circle(1), Text("hi"), Circle(2.5)]))
print(isinstance(Circle(1), Drawable), isinstance(Text("x"), Drawable), issubclass(Circle, Drawable))
try:
    isinstance(Circle(1), HasArea)
except TypeError as e:
    print("TypeError:", e)
try:
    Drawable()
except TypeError as e:
    print("TypeError:", e)


class Employee(NamedTuple):
    name: str
    dept: str
    salary: int = 50000

    def raise_by(self, pct: int) -> "Employee":
        return self._replace(salary=self.salary * (100 + pct) // 100)


staff = [Employee("ann", "eng", 120000), Employee("bob", "ops"), Employee("cy", "eng", 90000)]
print(staff[1], staff[0].raise_by(10), Employee._fields, Employee._field_defaults)
print(Employee.__annotations__, isinstance(staff[0], tuple), staff[2]._asdict())
print(sorted(staff, key=lambda e: e.salary)[0].name, sum(e.salary for e in staff))
Pt = NamedTuple("Pt", [("x", int), ("y", int)])
print(Pt(1, 2), Pt._fields, Pt(3, 4).x)


class Movie(TypedDict):
    title: str
    year: int


class RatedMovie(Movie, total=False):
    rating: float


m: Movie = {"title": "Alien", "year": 1979}
r = RatedMovie(title="Heat", year=1995, rating=8.3)
print(m, r, type(r).__name__, Movie.__annotations__)
print(sorted(RatedMovie.__required_keys__), sorted(RatedMovie.__optional_keys__), RatedMovie.__total__)
Point2 = TypedDict("Point2", {"x": int, "y": int})
print(Point2(x=1, y=2), Point2.__annotations__)
try:
    isinstance(m, Movie)
except TypeError as e:
    print("TypeError:", e)

UserId = NewType("UserId", int)
uid = UserId(42)
print(uid, type(uid).__name__, UserId, UserId.__supertype__, UserId.__name__)


class IntList(List[int]):
    def total(self) -> int:
        return sum(self)


il = IntList([1, 2, 3])
il.append(4)
print(il, il.total(), isinstance(il, list), IntList.__mro__[1])
