"""Abstract base classes for containers (the module `collections.abc`).

ember's own implementation of the documented behaviour of CPython's
`collections.abc`, written for ember (not derived from CPython's source): the
one-trick ABCs recognise classes that define the right methods (through
`__subclasshook__`), the collection ABCs provide their documented mixin methods,
and the builtin types are registered with the ABCs they implement.

ember cannot read the `__dict__` of a builtin type, so the methods the common
builtin types define are listed in a table below; other builtin types are
examined with `getattr`.
"""

from abc import ABCMeta, abstractmethod
import sys

__all__ = ["Awaitable", "Coroutine", "AsyncIterable", "AsyncIterator",
           "AsyncGenerator", "Hashable", "Iterable", "Iterator", "Generator",
           "Reversible", "Sized", "Container", "Callable", "Collection",
           "Set", "MutableSet", "Mapping", "MutableMapping", "MappingView",
           "KeysView", "ItemsView", "ValuesView", "Sequence",
           "MutableSequence", "ByteString"]

__name__ = "collections.abc"


################################################################################
# Which methods a class defines
################################################################################

def _gen():
    yield None


_generator_type = type(_gen())
_function_type = type(_gen)
_builtin_function_type = type(len)
class _C:
    def _m(self):
        pass


_method_type = type(_C()._m)
del _C
_module_type = type(sys)

_HASH_ITER_LEN_IN = "__hash__ __iter__ __len__ __contains__"
_ITER_LEN_IN = "__iter__ __len__ __contains__"
_ITERATOR = "__hash__ __iter__ __next__"

# The methods (of those the ABCs look for) each common builtin type has, itself
# or inherited, with a value other than None.
_BUILTIN_METHODS = {
    object: "__hash__",
    int: "__hash__",
    bool: "__hash__",
    float: "__hash__",
    type(None): "__hash__",
    str: _HASH_ITER_LEN_IN,
    bytes: _HASH_ITER_LEN_IN,
    tuple: _HASH_ITER_LEN_IN,
    frozenset: _HASH_ITER_LEN_IN,
    range: _HASH_ITER_LEN_IN + " __reversed__",
    bytearray: _ITER_LEN_IN,
    set: _ITER_LEN_IN,
    list: _ITER_LEN_IN + " __reversed__",
    dict: _ITER_LEN_IN + " __reversed__",
    type({}.keys()): _ITER_LEN_IN + " __reversed__",
    type({}.items()): _ITER_LEN_IN + " __reversed__",
    type({}.values()): "__hash__ __iter__ __len__ __reversed__",
    slice: "",
    type: "__hash__ __call__",
    _function_type: "__hash__ __call__",
    _builtin_function_type: "__hash__ __call__",
    _method_type: "__hash__ __call__",
    type([].append): "__hash__ __call__",
    _module_type: "__hash__",
    _generator_type: _ITERATOR + " send throw close",
    type(iter([])): _ITERATOR,
    type(iter(())): _ITERATOR,
    type(iter("")): _ITERATOR,
    type(iter(b"")): _ITERATOR,
    type(iter(bytearray())): _ITERATOR,
    type(iter(range(0))): _ITERATOR,
    type(iter(set())): _ITERATOR,
    type(iter({})): _ITERATOR,
    type(iter({}.values())): _ITERATOR,
    type(iter({}.items())): _ITERATOR,
    type(reversed([])): _ITERATOR,
    type(zip()): _ITERATOR,
    type(map(len, ())): _ITERATOR,
    type(filter(None, ())): _ITERATOR,
    type(enumerate(())): _ITERATOR,
}
for _key in list(_BUILTIN_METHODS):
    _BUILTIN_METHODS[_key] = frozenset(_BUILTIN_METHODS[_key].split())
del _key


def _class_namespace(B):
    """The namespace of class `B`, or None for a builtin type."""
    try:
        return B.__dict__
    except Exception:
        return None


def _check_methods(C, *methods):
    """True if every method is defined by some class in C's MRO with a value
    other than None; NotImplemented otherwise."""
    mro = C.__mro__
    namespaces = [_class_namespace(B) for B in mro]
    for method in methods:
        for i in range(len(mro)):
            B = mro[i]
            ns = namespaces[i]
            if ns is None:
                known = _BUILTIN_METHODS.get(B)
                if known is not None:
                    if method not in known:
                        return NotImplemented
                    break
                try:
                    value = getattr(B, method)
                except Exception:
                    return NotImplemented
                if value is None:
                    return NotImplemented
                break
            if method in ns:
                if ns[method] is None:
                    return NotImplemented
                break
        else:
            return NotImplemented
    return True


class _AbcGenericAlias:
    """What subscribing a collections.abc class gives: `Sequence[int]`."""

    def __new__(cls, *args, **kwds):
        # ember does not call __mro_entries__: for `class C(Sequence[int])`
        # it calls this class with the new class's name, bases and namespace.
        if (len(args) == 3 and isinstance(args[0], str)
                and isinstance(args[1], tuple) and isinstance(args[2], dict)):
            return _class_from_alias_bases(args[0], args[1], args[2], kwds)
        return object.__new__(cls)

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __init__(self, origin, args):
        if not isinstance(args, tuple):
            args = (args,)
        self.__origin__ = origin
        self.__args__ = args

    def __repr__(self):
        parts = []
        for arg in self.__args__:
            parts.append(_type_repr(arg))
        return "%s[%s]" % (_type_repr(self.__origin__), ", ".join(parts))

    def __eq__(self, other):
        if not isinstance(other, _AbcGenericAlias):
            return NotImplemented
        return self.__origin__ is other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)

    def __instancecheck__(self, obj):
        raise TypeError("isinstance() argument 2 cannot be a parameterized generic")

    def __subclasscheck__(self, cls):
        raise TypeError("issubclass() argument 2 cannot be a parameterized generic")


def _class_from_alias_bases(name, bases, namespace, kwds):
    new_bases = []
    for b in bases:
        if isinstance(b, type):
            new_bases.append(b)
        else:
            new_bases.extend(b.__mro_entries__(bases))
    new_bases = tuple(new_bases)
    meta = type
    for b in new_bases:
        if issubclass(type(b), meta):
            meta = type(b)
        elif not issubclass(meta, type(b)):
            raise TypeError("metaclass conflict: the metaclass of a derived "
                            "class must be a (non-strict) subclass of the "
                            "metaclasses of all its bases")
    ns = dict(namespace)
    ns["__orig_bases__"] = bases
    return meta(name, new_bases, ns, **kwds)


def _type_repr(obj):
    if isinstance(obj, type):
        if obj.__module__ == "builtins":
            return obj.__qualname__
        return "%s.%s" % (obj.__module__, obj.__qualname__)
    if obj is Ellipsis:
        return "..."
    if isinstance(obj, list):
        return "[%s]" % ", ".join([_type_repr(a) for a in obj])
    return repr(obj)


def _class_getitem(cls, item):
    return _AbcGenericAlias(cls, item)


class ABCMeta(ABCMeta):
    """abc.ABCMeta with subscription: ember does not look up
    `__class_getitem__`, so `Sequence[int]` goes through this metaclass's
    `__getitem__` instead.  (Named ABCMeta, as `type(Sequence).__name__` is in
    CPython; ember cannot rename a metaclass after creating it.)"""

    def __getitem__(cls, item):
        if getattr(cls, "__class_getitem__", None) is None:
            raise TypeError("type '%s' is not subscriptable" % cls.__name__)
        return _AbcGenericAlias(cls, item)


################################################################################
# The one-trick ponies
################################################################################

class Hashable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __hash__(self):
        return 0

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Hashable:
            return _check_methods(C, "__hash__")
        return NotImplemented


class Awaitable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __await__(self):
        yield

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Awaitable:
            return _check_methods(C, "__await__")
        return NotImplemented

    __class_getitem__ = classmethod(_class_getitem)


class Coroutine(Awaitable):
    __slots__ = ()

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        raise val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError("coroutine ignored GeneratorExit")

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Coroutine:
            return _check_methods(C, "__await__", "send", "throw", "close")
        return NotImplemented


class AsyncIterable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __aiter__(self):
        return AsyncIterator()

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AsyncIterable:
            return _check_methods(C, "__aiter__")
        return NotImplemented

    __class_getitem__ = classmethod(_class_getitem)


class AsyncIterator(AsyncIterable):
    __slots__ = ()

    @abstractmethod
    def __anext__(self):
        raise StopAsyncIteration

    def __aiter__(self):
        return self

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AsyncIterator:
            return _check_methods(C, "__anext__", "__aiter__")
        return NotImplemented


class AsyncGenerator(AsyncIterator):
    __slots__ = ()

    @abstractmethod
    def asend(self, value):
        raise StopAsyncIteration

    @abstractmethod
    def athrow(self, typ, val=None, tb=None):
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        raise val

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AsyncGenerator:
            return _check_methods(C, "__aiter__", "__anext__", "asend",
                                  "athrow", "aclose")
        return NotImplemented


class Iterable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __iter__(self):
        while False:
            yield None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Iterable:
            return _check_methods(C, "__iter__")
        return NotImplemented

    __class_getitem__ = classmethod(_class_getitem)


class Iterator(Iterable):
    __slots__ = ()

    @abstractmethod
    def __next__(self):
        "Return the next item from the iterator. When exhausted, raise StopIteration"
        raise StopIteration

    def __iter__(self):
        return self

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Iterator:
            return _check_methods(C, "__iter__", "__next__")
        return NotImplemented


class Reversible(Iterable):
    __slots__ = ()

    @abstractmethod
    def __reversed__(self):
        while False:
            yield None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Reversible:
            return _check_methods(C, "__reversed__", "__iter__")
        return NotImplemented


class Generator(Iterator):
    __slots__ = ()

    def __next__(self):
        """Return the next item from the generator.
        When exhausted, raise StopIteration."""
        return self.send(None)

    @abstractmethod
    def send(self, value):
        """Send a value into the generator.
        Return next yielded value or raise StopIteration."""
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        """Raise an exception in the generator.
        Return next yielded value or raise StopIteration."""
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        raise val

    def close(self):
        """Raise GeneratorExit inside generator."""
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError("generator ignored GeneratorExit")

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Generator:
            return _check_methods(C, "__iter__", "__next__", "send", "throw",
                                  "close")
        return NotImplemented


class Sized(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __len__(self):
        return 0

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized:
            return _check_methods(C, "__len__")
        return NotImplemented


class Container(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __contains__(self, x):
        return False

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Container:
            return _check_methods(C, "__contains__")
        return NotImplemented

    __class_getitem__ = classmethod(_class_getitem)


class Collection(Sized, Iterable, Container):
    __slots__ = ()

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Collection:
            return _check_methods(C, "__len__", "__iter__", "__contains__")
        return NotImplemented


class Callable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __call__(self, *args, **kwds):
        return False

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Callable:
            return _check_methods(C, "__call__")
        return NotImplemented

    __class_getitem__ = classmethod(_class_getitem)


################################################################################
# Sets
################################################################################

class Set(Collection):
    """A set is a finite, iterable container.  Concrete subclasses define
    __contains__, __iter__ and __len__; the comparisons and the set operators
    come from here (creating results through `_from_iterable`)."""

    __slots__ = ()

    def __le__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        if len(self) > len(other):
            return False
        for elem in self:
            if elem not in other:
                return False
        return True

    def __lt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) < len(other) and self.__le__(other)

    def __gt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) > len(other) and self.__ge__(other)

    def __ge__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        if len(self) < len(other):
            return False
        for elem in other:
            if elem not in self:
                return False
        return True

    def __eq__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) == len(other) and self.__le__(other)

    @classmethod
    def _from_iterable(cls, it):
        """Construct an instance of the class from any iterable input."""
        return cls(it)

    def __and__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(value for value in other if value in self)

    __rand__ = __and__

    def isdisjoint(self, other):
        """Return True if two sets have a null intersection."""
        for value in other:
            if value in self:
                return False
        return True

    def __or__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        chain = [e for e in self]
        for e in other:
            chain.append(e)
        return self._from_iterable(chain)

    __ror__ = __or__

    def __sub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(value for value in self
                                   if value not in other)

    def __rsub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(value for value in other
                                   if value not in self)

    def __xor__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return (self - other) | (other - self)

    __rxor__ = __xor__

    def _hash(self):
        """Compute the hash value of a set (the algorithm frozenset uses)."""
        MAX = sys.maxsize
        MASK = 2 * MAX + 1
        n = len(self)
        h = 1927868237 * (n + 1)
        h &= MASK
        for x in self:
            hx = hash(x)
            h ^= (hx ^ (hx << 16) ^ 89869747) * 3644798167
            h &= MASK
        h ^= (h >> 11) ^ (h >> 25)
        h = h * 69069 + 907133923
        h &= MASK
        if h > MAX:
            h -= MASK + 1
        if h == -1:
            h = 590923713
        return h


class MutableSet(Set):
    """A mutable set: concrete subclasses also define add and discard."""

    __slots__ = ()

    @abstractmethod
    def add(self, value):
        """Add an element."""
        raise NotImplementedError

    @abstractmethod
    def discard(self, value):
        """Remove an element.  Do not raise an exception if absent."""
        raise NotImplementedError

    def remove(self, value):
        """Remove an element. If not a member, raise a KeyError."""
        if value not in self:
            raise KeyError(value)
        self.discard(value)

    def pop(self):
        """Return the popped value.  Raise KeyError if empty."""
        it = iter(self)
        try:
            value = next(it)
        except StopIteration:
            raise KeyError from None
        self.discard(value)
        return value

    def clear(self):
        """This is slow (creates N new iterators!) but effective."""
        try:
            while True:
                self.pop()
        except KeyError:
            pass

    def __ior__(self, it):
        for value in it:
            self.add(value)
        return self

    def __iand__(self, it):
        for value in list(self):
            if value not in it:
                self.discard(value)
        return self

    def __ixor__(self, it):
        if it is self:
            self.clear()
        else:
            if not isinstance(it, Set):
                it = self._from_iterable(it)
            for value in it:
                if value in self:
                    self.discard(value)
                else:
                    self.add(value)
        return self

    def __isub__(self, it):
        if it is self:
            self.clear()
        else:
            for value in it:
                self.discard(value)
        return self


################################################################################
# Mappings
################################################################################

class Mapping(Collection):
    """A Mapping is a generic container for associating key/value pairs.
    Concrete subclasses define __getitem__, __iter__ and __len__."""

    __slots__ = ()

    @abstractmethod
    def __getitem__(self, key):
        raise KeyError

    def get(self, key, default=None):
        "D.get(k[,d]) -> D[k] if k in D, else d.  d defaults to None."
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        else:
            return True

    def keys(self):
        "D.keys() -> a set-like object providing a view on D's keys"
        return KeysView(self)

    def items(self):
        "D.items() -> a set-like object providing a view on D's items"
        return ItemsView(self)

    def values(self):
        "D.values() -> an object providing a view on D's values"
        return ValuesView(self)

    def __eq__(self, other):
        if not isinstance(other, Mapping):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    __reversed__ = None


class MappingView(Sized):
    __slots__ = ("_mapping",)

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return "%s(%r)" % (type(self).__name__, self._mapping)

    __class_getitem__ = classmethod(_class_getitem)


class KeysView(MappingView, Set):
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        for key in self._mapping:
            yield key


class ItemsView(MappingView, Set):
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, item):
        key, value = item
        try:
            v = self._mapping[key]
        except KeyError:
            return False
        else:
            return v is value or v == value

    def __iter__(self):
        for key in self._mapping:
            yield (key, self._mapping[key])


class ValuesView(MappingView, Collection):
    __slots__ = ()

    def __contains__(self, value):
        for key in self._mapping:
            v = self._mapping[key]
            if v is value or v == value:
                return True
        return False

    def __iter__(self):
        for key in self._mapping:
            yield self._mapping[key]


class MutableMapping(Mapping):
    """A mutable mapping: concrete subclasses also define __setitem__ and
    __delitem__."""

    __slots__ = ()

    @abstractmethod
    def __setitem__(self, key, value):
        raise KeyError

    @abstractmethod
    def __delitem__(self, key):
        raise KeyError

    _marker = object()

    def pop(self, key, default=_marker):
        """D.pop(k[,d]) -> v, remove specified key and return the corresponding
        value.  If key is not found, d is returned if given, otherwise KeyError
        is raised."""
        try:
            value = self[key]
        except KeyError:
            if default is MutableMapping._marker:
                raise
            return default
        else:
            del self[key]
            return value

    def popitem(self):
        """D.popitem() -> (k, v), remove and return some (key, value) pair
        as a 2-tuple; but raise KeyError if D is empty."""
        try:
            key = next(iter(self))
        except StopIteration:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        "D.clear() -> None.  Remove all items from D."
        try:
            while True:
                self.popitem()
        except KeyError:
            pass

    def update(self, other=(), /, **kwds):
        """D.update([E, ]**F) -> None.  Update D from mapping/iterable E and F."""
        if isinstance(other, Mapping):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, "keys"):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        "D.setdefault(k[,d]) -> D.get(k,d), also set D[k]=d if k not in D"
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default


################################################################################
# Sequences
################################################################################

class Sequence(Reversible, Collection):
    """All the operations on a read-only sequence.  Concrete subclasses define
    __getitem__ and __len__."""

    __slots__ = ()

    @abstractmethod
    def __getitem__(self, index):
        raise IndexError

    def __iter__(self):
        i = 0
        try:
            while True:
                v = self[i]
                yield v
                i += 1
        except IndexError:
            return

    def __contains__(self, value):
        for v in self:
            if v is value or v == value:
                return True
        return False

    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self[i]

    def index(self, value, start=0, stop=None):
        """S.index(value, [start, [stop]]) -> integer -- return first index of
        value.  Raises ValueError if the value is not present."""
        if start is not None and start < 0:
            start = max(len(self) + start, 0)
        if stop is not None and stop < 0:
            stop += len(self)
        i = start
        while stop is None or i < stop:
            try:
                v = self[i]
            except IndexError:
                break
            if v is value or v == value:
                return i
            i += 1
        raise ValueError

    def count(self, value):
        "S.count(value) -> integer -- return number of occurrences of value"
        n = 0
        for v in self:
            if v is value or v == value:
                n += 1
        return n


class ByteString(Sequence):
    """This unifies bytes and bytearray."""

    __slots__ = ()


class MutableSequence(Sequence):
    """All the operations on a read-write sequence.  Concrete subclasses define
    __getitem__, __setitem__, __delitem__, __len__ and insert."""

    __slots__ = ()

    @abstractmethod
    def __setitem__(self, index, value):
        raise IndexError

    @abstractmethod
    def __delitem__(self, index):
        raise IndexError

    @abstractmethod
    def insert(self, index, value):
        "S.insert(index, value) -- insert value before index"
        raise IndexError

    def append(self, value):
        "S.append(value) -- append value to the end of the sequence"
        self.insert(len(self), value)

    def clear(self):
        "S.clear() -> None -- remove all items from S"
        try:
            while True:
                self.pop()
        except IndexError:
            pass

    def reverse(self):
        "S.reverse() -- reverse *IN PLACE*"
        n = len(self)
        for i in range(n // 2):
            self[i], self[n - i - 1] = self[n - i - 1], self[i]

    def extend(self, values):
        "S.extend(iterable) -- extend sequence by appending elements from the iterable"
        if values is self:
            values = list(values)
        for v in values:
            self.append(v)

    def pop(self, index=-1):
        """S.pop([index]) -> item -- remove and return item at index (default last).
        Raise IndexError if list is empty or index is out of range."""
        v = self[index]
        del self[index]
        return v

    def remove(self, value):
        """S.remove(value) -- remove first occurrence of value.
        Raise ValueError if the value is not present."""
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


################################################################################
# Registering the builtin types
################################################################################

Generator.register(_generator_type)

for _t in (type(iter(b"")), type(iter(bytearray())), type(iter({})),
           type(iter({}.values())), type(iter({}.items())), type(iter([])),
           type(reversed([])), type(iter(range(0))), type(iter(set())),
           type(iter("")), type(iter(())), type(zip())):
    if not issubclass(_t, Iterator):
        Iterator.register(_t)
del _t

Set.register(frozenset)
MutableSet.register(set)
MutableMapping.register(dict)
KeysView.register(type({}.keys()))
ItemsView.register(type({}.items()))
ValuesView.register(type({}.values()))
Sequence.register(tuple)
Sequence.register(str)
Sequence.register(range)
MutableSequence.register(list)
MutableSequence.register(bytearray)
ByteString.register(bytes)
ByteString.register(bytearray)


def _register_collections():
    import collections
    MutableSequence.register(collections.deque)
    MutableMapping.register(collections.ChainMap)
    MutableMapping.register(collections.UserDict)
    MutableSequence.register(collections.UserList)
    Sequence.register(collections.UserString)


_register_collections()
