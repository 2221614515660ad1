from collections.abc import (Hashable, Iterable, Iterator, Reversible, Generator,
                             Sized, Container, Callable, Collection, Sequence,
                             MutableSequence, Set, MutableSet, Mapping,
                             MutableMapping, MappingView, KeysView, ItemsView,
                             ValuesView)
from collections import deque, OrderedDict, Counter, defaultdict, namedtuple, ChainMap

def gen():
    yield 1

P = namedtuple("P", "a b")

samples = [
    ("int", 5), ("float", 1.5), ("str", "abc"), ("bytes", b"xy"),
    ("bytearray", bytearray(b"z")), ("list", [1]), ("tuple", (1,)),
    ("dict", {1: 2}), ("set", {1}), ("frozenset", frozenset([1])),
    ("range", range(3)), ("None", None), ("gen", gen()),
    ("list_iter", iter([1])), ("keys", {1: 2}.keys()), ("items", {1: 2}.items()),
    ("values", {1: 2}.values()), ("func", len), ("lambda", lambda: 0),
    ("class", int), ("deque", deque()), ("OrderedDict", OrderedDict()),
    ("Counter", Counter()), ("defaultdict", defaultdict(int)),
    ("namedtuple", P(1, 2)), ("ChainMap", ChainMap()),
]
abcs = [Hashable, Iterable, Iterator, Reversible, Generator, Sized, Container,
        Callable, Collection, Sequence, MutableSequence, Set, MutableSet,
        Mapping, MutableMapping]
for name, value in samples:
    flags = "".join("X" if isinstance(value, abc) else "." for abc in abcs)
    print("%-12s %s" % (name, flags))
print(" " * 13 + " ".join(a.__name__[:3] for a in abcs))

# duck typing through __subclasshook__
class Box:
    def __init__(self, items):
        self.items = list(items)
    def __len__(self):
        return len(self.items)
    def __iter__(self):
        return iter(self.items)
    def __contains__(self, x):
        return x in self.items

class Unhashable:
    __hash__ = None

class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n

class Caller:
    def __call__(self):
        return 42

class NoIter(Box):
    __iter__ = None

for obj in (Box([1, 2]), Unhashable(), Countdown(3), Caller(), NoIter([])):
    print(type(obj).__name__, [a.__name__ for a in abcs if isinstance(obj, a)])

print(issubclass(Box, Collection), issubclass(Box, Sequence), issubclass(Countdown, Iterator))
print(issubclass(list, MutableSequence), issubclass(tuple, MutableSequence), issubclass(str, Sequence))
print(issubclass(dict, Mapping), issubclass(OrderedDict, MutableMapping), issubclass(bool, Hashable))
print(issubclass(list, Hashable), issubclass(frozenset, Hashable), issubclass(set, Set))
print(issubclass(type({}.keys()), KeysView), issubclass(type({}.items()), ItemsView),
      issubclass(type({}.values()), ValuesView), issubclass(KeysView, MappingView))

# explicit registration
class Stack:
    def __init__(self):
        self.data = []
print(isinstance(Stack(), Sized))
Sized.register(Stack)
print(isinstance(Stack(), Sized), issubclass(Stack, Collection))
Sequence.register(Stack)
print(isinstance(Stack(), Sequence), isinstance(Stack(), Collection), isinstance(Stack(), Iterable))

print(Sequence.__name__, sorted(Sequence.__abstractmethods__), sorted(MutableMapping.__abstractmethods__))
print(sorted(MutableSequence.__abstractmethods__), sorted(Set.__abstractmethods__))
print(sorted(Iterator.__abstractmethods__), sorted(Generator.__abstractmethods__))
