"""Container datatypes: deque, defaultdict, Counter, OrderedDict, namedtuple,
ChainMap.

ember's own implementation of the documented behaviour of CPython's
`collections` module, written for ember (not derived from CPython's source).
The abstract base classes live in `collections.abc` (ember's
`collections_abc.py`), which registers `deque` and `ChainMap` with them.

ember-specific notes: `deque` is a ring buffer in a list (appends and pops at
both ends are amortised O(1)); its `maxlen` is a plain attribute, not a
read-only one.  `ChainMap.keys()/items()/values()` are snapshots rather than
live views, and `namedtuple` classes report `__main__` as their module unless
`module=` is given.
"""

import sys as _sys

__all__ = ["ChainMap", "Counter", "OrderedDict", "UserDict", "UserList",
           "UserString", "defaultdict", "deque", "namedtuple"]


def _is_mapping(obj):
    """Whether `obj` should be treated as a mapping (has keys and items)."""
    if isinstance(obj, dict):
        return True
    return hasattr(obj, "keys") and hasattr(obj, "__getitem__")


def _safe_repr_enter(obj, active):
    key = id(obj)
    if key in active:
        return False
    active.add(key)
    return True


_repr_active = set()


################################################################################
# deque: a double-ended queue kept in a ring buffer
################################################################################

_MIN_CAPACITY = 8


class deque:
    """deque([iterable[, maxlen]]) --> deque object

    A list-like sequence optimized for data accesses near its endpoints."""

    __hash__ = None

    def __init__(self, iterable=(), maxlen=None):
        if maxlen is not None:
            if not isinstance(maxlen, int):
                raise TypeError("an integer is required")
            if maxlen < 0:
                raise ValueError("maxlen must be non-negative")
        self._maxlen = maxlen
        # A plain attribute rather than a read-only property: ember's attribute
        # loads are much slower on instances of classes with properties.
        self.maxlen = maxlen
        self._buf = [None] * _MIN_CAPACITY
        self._head = 0
        self._size = 0
        self._state = 0
        self.extend(iterable)

    # -- ring-buffer helpers -------------------------------------------------

    def _grow(self):
        buf = self._buf
        cap = len(buf)
        head = self._head
        size = self._size
        new = [None] * (cap * 2)
        for i in range(size):
            new[i] = buf[(head + i) % cap]
        self._buf = new
        self._head = 0

    def _items(self):
        buf = self._buf
        cap = len(buf)
        head = self._head
        return [buf[(head + i) % cap] for i in range(self._size)]

    def _reset(self, items):
        cap = _MIN_CAPACITY
        while cap < len(items):
            cap *= 2
        buf = [None] * cap
        for i in range(len(items)):
            buf[i] = items[i]
        self._buf = buf
        self._head = 0
        self._size = len(items)
        self._state += 1

    def _norm_index(self, index):
        if not isinstance(index, int):
            if hasattr(index, "__index__"):
                index = index.__index__()
            else:
                raise TypeError("sequence index must be integer, not '%s'"
                                % type(index).__name__)
        size = self._size
        if index < 0:
            index += size
        if index < 0 or index >= size:
            raise IndexError("deque index out of range")
        return index

    # -- the public interface --------------------------------------------------

    def append(self, x):
        """Add an element to the right side of the deque."""
        maxlen = self._maxlen
        if maxlen == 0:
            return
        if maxlen is not None and self._size == maxlen:
            self.popleft()
        if self._size == len(self._buf):
            self._grow()
        buf = self._buf
        buf[(self._head + self._size) % len(buf)] = x
        self._size += 1
        self._state += 1

    def appendleft(self, x):
        """Add an element to the left side of the deque."""
        maxlen = self._maxlen
        if maxlen == 0:
            return
        if maxlen is not None and self._size == maxlen:
            self.pop()
        if self._size == len(self._buf):
            self._grow()
        buf = self._buf
        head = (self._head - 1) % len(buf)
        buf[head] = x
        self._head = head
        self._size += 1
        self._state += 1

    def pop(self):
        """Remove and return the rightmost element."""
        if self._size == 0:
            raise IndexError("pop from an empty deque")
        buf = self._buf
        self._size -= 1
        pos = (self._head + self._size) % len(buf)
        value = buf[pos]
        buf[pos] = None
        self._state += 1
        return value

    def popleft(self):
        """Remove and return the leftmost element."""
        if self._size == 0:
            raise IndexError("pop from an empty deque")
        buf = self._buf
        head = self._head
        value = buf[head]
        buf[head] = None
        self._head = (head + 1) % len(buf)
        self._size -= 1
        self._state += 1
        return value

    def extend(self, iterable):
        """Extend the right side of the deque with elements from the iterable."""
        if iterable is self:
            iterable = self._items()
        for x in iterable:
            self.append(x)

    def extendleft(self, iterable):
        """Extend the left side of the deque with elements from the iterable."""
        if iterable is self:
            iterable = self._items()
        for x in iterable:
            self.appendleft(x)

    def clear(self):
        """Remove all elements from the deque."""
        self._buf = [None] * _MIN_CAPACITY
        self._head = 0
        self._size = 0
        self._state += 1

    def rotate(self, n=1):
        """Rotate the deque n steps to the right (default n=1).  If n is
        negative, rotates left."""
        size = self._size
        if size <= 1:
            return
        n = n % size
        if n == 0:
            return
        if n * 2 > size:
            for _ in range(size - n):
                self.append(self.popleft())
        else:
            for _ in range(n):
                self.appendleft(self.pop())

    def count(self, value):
        """Return number of occurrences of value."""
        state = self._state
        result = 0
        for x in self._items():
            if x is value or x == value:
                result += 1
            if state != self._state:
                raise RuntimeError("deque mutated during iteration")
        return result

    def index(self, value, start=0, stop=None):
        """Return first index of value.

        Raises ValueError if the value is not present."""
        size = self._size
        if stop is None:
            stop = size
        if start < 0:
            start = max(start + size, 0)
        if stop < 0:
            stop = max(stop + size, 0)
        stop = min(stop, size)
        buf = self._buf
        cap = len(buf)
        state = self._state
        i = start
        while i < stop:
            x = buf[(self._head + i) % cap]
            if x is value or x == value:
                return i
            if state != self._state:
                raise RuntimeError("deque mutated during iteration")
            i += 1
        raise ValueError("%r is not in deque" % (value,))

    def insert(self, index, value):
        """Insert value before index."""
        maxlen = self._maxlen
        if maxlen is not None and self._size >= maxlen:
            raise IndexError("deque already at its maximum size")
        items = self._items()
        items.insert(index, value)
        self._reset(items)

    def remove(self, value):
        """Remove first occurrence of value."""
        for i in range(self._size):
            x = self[i]
            if x is value or x == value:
                del self[i]
                return
        raise ValueError("%r is not in deque" % (value,))

    def reverse(self):
        """Reverse *IN PLACE*."""
        items = self._items()
        items.reverse()
        self._reset(items)

    def copy(self):
        """Return a shallow copy of a deque."""
        if type(self) is deque:
            return deque(self, self._maxlen)
        if self._maxlen is None:
            return type(self)(self)
        return type(self)(self, self._maxlen)

    __copy__ = copy

    # -- the sequence protocol -------------------------------------------------

    def __len__(self):
        return self._size

    def __bool__(self):
        return self._size != 0

    def __getitem__(self, index):
        index = self._norm_index(index)
        buf = self._buf
        return buf[(self._head + index) % len(buf)]

    def __setitem__(self, index, value):
        index = self._norm_index(index)
        buf = self._buf
        buf[(self._head + index) % len(buf)] = value

    def __delitem__(self, index):
        index = self._norm_index(index)
        self.rotate(-index)
        self.popleft()
        self.rotate(index)

    def __iter__(self):
        state = self._state
        i = 0
        while True:
            if state != self._state:
                raise RuntimeError("deque mutated during iteration")
            if i >= self._size:
                return
            buf = self._buf
            yield buf[(self._head + i) % len(buf)]
            i += 1

    def __reversed__(self):
        state = self._state
        i = self._size - 1
        while True:
            if state != self._state:
                raise RuntimeError("deque mutated during iteration")
            if i < 0:
                return
            buf = self._buf
            yield buf[(self._head + i) % len(buf)]
            i -= 1

    def __contains__(self, value):
        state = self._state
        for x in self._items():
            if x is value or x == value:
                return True
            if state != self._state:
                raise RuntimeError("deque mutated during iteration")
        return False

    # -- comparisons -----------------------------------------------------------

    def __eq__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items() == other._items()

    def __ne__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items() != other._items()

    def __lt__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items() < other._items()

    def __le__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items() <= other._items()

    def __gt__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items() > other._items()

    def __ge__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._items() >= other._items()

    # -- arithmetic ------------------------------------------------------------

    def __add__(self, other):
        if not isinstance(other, deque):
            raise TypeError('can only concatenate deque (not "%s") to deque'
                            % type(other).__name__)
        result = self.copy()
        result.extend(other)
        return result

    def __iadd__(self, other):
        self.extend(other)
        return self

    def __mul__(self, n):
        result = self.copy()
        result *= n
        return result

    __rmul__ = __mul__

    def __imul__(self, n):
        if not isinstance(n, int):
            raise TypeError("can't multiply sequence by non-int of type '%s'"
                            % type(n).__name__)
        items = self._items()
        if n <= 0:
            self.clear()
            return self
        for _ in range(n - 1):
            self.extend(items)
        return self

    def __repr__(self):
        name = type(self).__name__
        if not _safe_repr_enter(self, _repr_active):
            return "[...]"
        try:
            body = repr(self._items())
        finally:
            _repr_active.discard(id(self))
        if self._maxlen is None:
            return "%s(%s)" % (name, body)
        return "%s(%s, maxlen=%d)" % (name, body, self._maxlen)

    def __class_getitem__(cls, item):
        return cls


################################################################################
# defaultdict
################################################################################

class defaultdict(dict):
    """defaultdict(default_factory=None, /, [...]) --> dict with default factory

    The default factory is called without arguments to produce a new value when
    a key is not present, in __getitem__ only."""

    def __init__(self, default_factory=None, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError("first argument must be callable or None")
        self.default_factory = default_factory
        dict.__init__(self, *args, **kwargs)

    def __missing__(self, key):
        factory = self.default_factory
        if factory is None:
            raise KeyError(key)
        value = factory()
        self[key] = value
        return value

    def __repr__(self):
        if not _safe_repr_enter(self, _repr_active):
            return "..."
        try:
            factory = self.default_factory
            if factory is None:
                factory_repr = "None"
            elif factory is self:
                factory_repr = "..."
            else:
                factory_repr = repr(factory)
            body = dict.__repr__(self)
        finally:
            _repr_active.discard(id(self))
        return "%s(%s, %s)" % (type(self).__name__, factory_repr, body)

    def copy(self):
        """D.copy() -> a shallow copy of D."""
        return type(self)(self.default_factory, self)

    __copy__ = copy

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        result = self.copy()
        result.update(other)
        return result

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        result = type(self)(self.default_factory, other)
        result.update(self)
        return result

    def __ior__(self, other):
        self.update(other)
        return self


################################################################################
# Counter
################################################################################

class Counter(dict):
    """Dict subclass for counting hashable items.  Elements are stored as
    dictionary keys and their counts are stored as dictionary values."""

    def __init__(self, iterable=None, /, **kwds):
        dict.__init__(self)
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def total(self):
        """Sum of the counts"""
        return sum(self.values())

    def most_common(self, n=None):
        """List the n most common elements and their counts from the most
        common to the least.  If n is None, then list all element counts."""
        items = sorted(self.items(), key=lambda kv: kv[1], reverse=True)
        if n is None:
            return items
        if n < 0:
            n = 0
        return items[:n]

    def elements(self):
        """Iterator over elements repeating each as many times as its count."""
        for elem, count in list(self.items()):
            for _ in range(count):
                yield elem

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError(
            "Counter.fromkeys() is undefined.  Use Counter(iterable) instead.")

    def update(self, iterable=None, /, **kwds):
        """Like dict.update() but add counts instead of replacing them."""
        if iterable is not None:
            get = self.get
            if _is_mapping(iterable):
                if self:
                    for elem in iterable.keys():
                        self[elem] = iterable[elem] + get(elem, 0)
                else:
                    for elem in iterable.keys():
                        dict.__setitem__(self, elem, iterable[elem])
            else:
                for elem in iterable:
                    self[elem] = get(elem, 0) + 1
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        """Like dict.update() but subtracts counts instead of replacing them."""
        if iterable is not None:
            get = self.get
            if _is_mapping(iterable):
                for elem in iterable.keys():
                    self[elem] = get(elem, 0) - iterable[elem]
            else:
                for elem in iterable:
                    self[elem] = get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        """Return a shallow copy."""
        return type(self)(self)

    __copy__ = copy

    def __delitem__(self, elem):
        if elem in self:
            dict.__delitem__(self, elem)

    def __repr__(self):
        if not self:
            return "%s()" % type(self).__name__
        try:
            d = dict(self.most_common())
        except TypeError:
            d = dict(self)
        return "%s(%r)" % (type(self).__name__, d)

    # -- comparisons treat missing elements as having zero counts -------------

    def __eq__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        for e in self:
            if self[e] != other[e]:
                return False
        for e in other:
            if self[e] != other[e]:
                return False
        return True

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        for e in self:
            if not self[e] <= other[e]:
                return False
        for e in other:
            if not self[e] <= other[e]:
                return False
        return True

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        for e in self:
            if not self[e] >= other[e]:
                return False
        for e in other:
            if not self[e] >= other[e]:
                return False
        return True

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    __hash__ = None

    # -- multiset arithmetic -------------------------------------------------

    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count + other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count - other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count < 0:
                result[elem] = 0 - count
        return result

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = other_count if count < other_count else count
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = count if count < other_count else other_count
            if newcount > 0:
                result[elem] = newcount
        return result

    def __pos__(self):
        result = Counter()
        for elem, count in self.items():
            if count > 0:
                result[elem] = count
        return result

    def __neg__(self):
        result = Counter()
        for elem, count in self.items():
            if count < 0:
                result[elem] = 0 - count
        return result

    def _keep_positive(self):
        for elem in [e for e, c in self.items() if not c > 0]:
            dict.__delitem__(self, elem)
        return self

    def __iadd__(self, other):
        for elem, count in other.items():
            self[elem] += count
        return self._keep_positive()

    def __isub__(self, other):
        for elem, count in other.items():
            self[elem] -= count
        return self._keep_positive()

    def __ior__(self, other):
        for elem, other_count in other.items():
            count = self[elem]
            if other_count > count:
                self[elem] = other_count
        return self._keep_positive()

    def __iand__(self, other):
        for elem, count in list(self.items()):
            other_count = other[elem]
            if other_count < count:
                self[elem] = other_count
        return self._keep_positive()


################################################################################
# OrderedDict
################################################################################

class OrderedDict(dict):
    """Dictionary that remembers insertion order, with methods to reorder it."""

    def move_to_end(self, key, last=True):
        """Move an existing element to the end (or beginning if last is false).

        Raise KeyError if the element does not exist."""
        if key not in self:
            raise KeyError(key)
        value = dict.__getitem__(self, key)
        if last:
            dict.__delitem__(self, key)
            dict.__setitem__(self, key, value)
            return
        rest = [(k, v) for k, v in dict.items(self) if not (k is key or k == key)]
        dict.clear(self)
        dict.__setitem__(self, key, value)
        for k, v in rest:
            dict.__setitem__(self, k, v)

    def popitem(self, last=True):
        """Remove and return a (key, value) pair from the dictionary.

        Pairs are returned in LIFO order if last is true or FIFO order if false."""
        if not self:
            raise KeyError("dictionary is empty")
        if last:
            key = list(dict.keys(self))[-1]
        else:
            key = next(iter(dict.keys(self)))
        value = dict.pop(self, key)
        return key, value

    def copy(self):
        """od.copy() -> a shallow copy of od"""
        return type(self)(self)

    __copy__ = copy

    @classmethod
    def fromkeys(cls, iterable, value=None):
        """Create a new ordered dictionary with keys from iterable and values
        set to value."""
        result = cls()
        for key in iterable:
            result[key] = value
        return result

    def __repr__(self):
        name = type(self).__name__
        if not self:
            return "%s()" % name
        if not _safe_repr_enter(self, _repr_active):
            return "..."
        try:
            body = repr(list(dict.items(self)))
        finally:
            _repr_active.discard(id(self))
        return "%s(%s)" % (name, body)

    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return dict.__eq__(self, other) and list(dict.keys(self)) == list(dict.keys(other))
        return dict.__eq__(self, other)

    def __ne__(self, other):
        result = self.__eq__(other)
        if result is NotImplemented:
            return result
        return not result

    __hash__ = None

    def __reversed__(self):
        return reversed(list(dict.keys(self)))

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        result = type(self)(self)
        result.update(other)
        return result

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        result = type(self)(other)
        result.update(self)
        return result

    def __ior__(self, other):
        self.update(other)
        return self


################################################################################
# namedtuple
################################################################################

_KEYWORDS = frozenset([
    "False", "None", "True", "and", "as", "assert", "async", "await", "break",
    "class", "continue", "def", "del", "elif", "else", "except", "finally",
    "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
    "not", "or", "pass", "raise", "return", "try", "while", "with", "yield"])


def _format_names(names):
    quoted = ["'%s'" % n for n in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return "%s and %s" % (quoted[0], quoted[1])
    return "%s, and %s" % (", ".join(quoted[:-1]), quoted[-1])


def _bind_arguments(qualname, params, defaults, args, kwargs, offset):
    """Binds `args`/`kwargs` to the positional-or-keyword `params` the way a
    Python function with that signature would, raising CPython's TypeErrors.
    `defaults` maps parameter names to default values; `offset` is the number
    of leading implicit parameters (self or cls) for the counts in messages."""
    nparams = len(params)
    values = {}
    for i in range(min(len(args), nparams)):
        values[params[i]] = args[i]
    for name in kwargs:
        if name not in params:
            raise TypeError("%s() got an unexpected keyword argument '%s'"
                            % (qualname, name))
        if name in values:
            raise TypeError("%s() got multiple values for argument '%s'"
                            % (qualname, name))
        values[name] = kwargs[name]
    if len(args) > nparams:
        total = nparams + offset
        ndefaults = len(defaults)
        given = len(args) + offset
        if ndefaults:
            sig = "from %d to %d" % (total - ndefaults, total)
            plural = "s"
        else:
            sig = "%d" % total
            plural = "" if total == 1 else "s"
        raise TypeError("%s() takes %s positional argument%s but %d %s given"
                        % (qualname, sig, plural, given,
                           "was" if given == 1 else "were"))
    missing = []
    result = []
    for name in params:
        if name in values:
            result.append(values[name])
        elif name in defaults:
            result.append(defaults[name])
        else:
            missing.append(name)
    if missing:
        raise TypeError("%s() missing %d required positional argument%s: %s"
                        % (qualname, len(missing), "" if len(missing) == 1 else "s",
                           _format_names(missing)))
    return result


def _field_getter(index):
    return property(lambda self: self[index],
                    doc="Alias for field number %d" % index)


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    """Returns a new subclass of tuple with named fields."""
    if isinstance(field_names, str):
        field_names = field_names.replace(",", " ").split()
    field_names = list(map(str, field_names))
    typename = str(typename)

    if rename:
        seen = set()
        for index, name in enumerate(field_names):
            if (not name.isidentifier() or name in _KEYWORDS
                    or name.startswith("_") or name in seen):
                field_names[index] = "_%d" % index
            seen.add(name)

    for name in [typename] + field_names:
        if type(name) is not str:
            raise TypeError("Type names and field names must be strings")
        if not name.isidentifier():
            raise ValueError("Type names and field names must be valid "
                             "identifiers: %r" % (name,))
        if name in _KEYWORDS:
            raise ValueError("Type names and field names cannot be a "
                             "keyword: %r" % (name,))

    seen = set()
    for name in field_names:
        if name.startswith("_") and not rename:
            raise ValueError("Field names cannot start with an underscore: %r"
                             % (name,))
        if name in seen:
            raise ValueError("Encountered duplicate field name: %r" % (name,))
        seen.add(name)

    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(field_names):
            raise TypeError("Got more default values than field names")
        paired = list(zip(field_names[len(field_names) - len(defaults):], defaults))
        for name, value in paired:
            field_defaults[name] = value

    fields = tuple(field_names)
    num_fields = len(fields)
    new_qualname = typename + ".__new__"

    def __new__(_cls, *args, **kwargs):
        values = _bind_arguments(new_qualname, fields, field_defaults, args,
                                 kwargs, 1)
        return tuple.__new__(_cls, values)

    __new__.__qualname__ = new_qualname
    __new__.__doc__ = "Create new instance of %s(%s)" % (typename, ", ".join(fields))

    def _make(cls, iterable):
        result = tuple.__new__(cls, iterable)
        if len(result) != num_fields:
            raise TypeError("Expected %d arguments, got %d"
                            % (num_fields, len(result)))
        return result

    def _replace(self, /, **kwds):
        values = []
        for name, value in zip(fields, self):
            if name in kwds:
                values.append(kwds.pop(name))
            else:
                values.append(value)
        result = self._make(values)
        if kwds:
            raise ValueError("Got unexpected field names: %r" % (list(kwds),))
        return result

    def __repr__(self):
        parts = []
        for name, value in zip(fields, self):
            parts.append("%s=%r" % (name, value))
        return "%s(%s)" % (type(self).__name__, ", ".join(parts))

    def _asdict(self):
        """Return a new dict which maps field names to their values."""
        return dict(zip(fields, self))

    def __getnewargs__(self):
        return tuple(self)

    namespace = {
        "__doc__": "%s(%s)" % (typename, ", ".join(fields)),
        "__slots__": (),
        "_fields": fields,
        "_field_defaults": field_defaults,
        "__new__": __new__,
        "_make": classmethod(_make),
        "_replace": _replace,
        "__repr__": __repr__,
        "_asdict": _asdict,
        "__getnewargs__": __getnewargs__,
        "__match_args__": fields,
        "__qualname__": typename,
    }
    for index, name in enumerate(fields):
        namespace[name] = _field_getter(index)

    if module is None:
        module = "__main__"
    namespace["__module__"] = module
    result = type(typename, (tuple,), namespace)
    return result


################################################################################
# ChainMap
################################################################################

class ChainMap:
    """A ChainMap groups multiple dicts (or other mappings) together to create
    a single, updateable view.  Lookups search the underlying mappings
    successively; writes, updates and deletions only act on the first one."""

    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            if key in mapping:
                return mapping[key]
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        return len(self._merged())

    def _merged(self):
        d = {}
        for mapping in reversed(self.maps):
            for key in mapping:
                d[key] = None
        return d

    def __iter__(self):
        return iter(self._merged())

    def __contains__(self, key):
        for mapping in self.maps:
            if key in mapping:
                return True
        return False

    def __bool__(self):
        for mapping in self.maps:
            if mapping:
                return True
        return False

    def __repr__(self):
        if not _safe_repr_enter(self, _repr_active):
            return "..."
        try:
            body = ", ".join([repr(m) for m in self.maps])
        finally:
            _repr_active.discard(id(self))
        return "%s(%s)" % (type(self).__name__, body)

    @classmethod
    def fromkeys(cls, iterable, *args):
        """Create a ChainMap with a single dict created from the iterable."""
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        """New ChainMap or subclass with a new copy of maps[0] and refs to
        maps[1:]"""
        return type(self)(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        """New ChainMap with a new map followed by all previous maps."""
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return type(self)(m, *self.maps)

    @property
    def parents(self):
        """New ChainMap from maps[1:]."""
        return type(self)(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError("Key not found in the first mapping: %r" % (key,))

    def popitem(self):
        """Remove and return an item pair from maps[0]. Raise KeyError is
        maps[0] is empty."""
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError("No keys found in the first mapping.")

    def pop(self, key, *args):
        """Remove *key* from maps[0] and return its value. Raise KeyError if
        *key* not in maps[0]."""
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError("Key not found in the first mapping: %r" % (key,))

    def clear(self):
        """Clear maps[0], leaving maps[1:] intact."""
        self.maps[0].clear()

    def update(self, other=(), /, **kwds):
        if _is_mapping(other):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
            return default
        return self[key]

    def keys(self):
        return self._merged().keys()

    def items(self):
        return [(key, self[key]) for key in self._merged()]

    def values(self):
        return [self[key] for key in self._merged()]

    def __eq__(self, other):
        if isinstance(other, ChainMap) or isinstance(other, dict):
            return dict(self.items()) == dict(other.items())
        return NotImplemented

    __hash__ = None

    def __ior__(self, other):
        self.maps[0].update(other)
        return self

    def __or__(self, other):
        if not _is_mapping(other):
            return NotImplemented
        m = self.copy()
        m.maps[0].update(other)
        return m

    def __ror__(self, other):
        if not _is_mapping(other):
            return NotImplemented
        m = dict(other)
        for child in reversed(self.maps):
            m.update(child)
        return type(self)(m)


################################################################################
# UserDict, UserList, UserString (wrappers around the builtin types)
################################################################################

class UserDict:
    """A dict-like class whose contents are kept in the regular dict `data`."""

    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        if kwargs:
            self.update(kwargs)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        if key in self.data:
            return self.data[key]
        if hasattr(type(self), "__missing__"):
            return self.__missing__(key)
        raise KeyError(key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __contains__(self, key):
        return key in self.data

    def get(self, key, default=None):
        if key in self:
            return self[key]
        return default

    def keys(self):
        return self.data.keys()

    def items(self):
        return self.data.items()

    def values(self):
        return self.data.values()

    def update(self, other=(), /, **kwds):
        if _is_mapping(other):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def pop(self, key, *default):
        if key in self:
            value = self[key]
            del self[key]
            return value
        if default:
            return default[0]
        raise KeyError(key)

    def popitem(self):
        try:
            key = next(iter(self))
        except StopIteration:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return self[key]

    def clear(self):
        self.data.clear()

    def __eq__(self, other):
        if isinstance(other, UserDict):
            other = other.data
        if isinstance(other, dict):
            return self.data == other
        return NotImplemented

    __hash__ = None

    def __repr__(self):
        return repr(self.data)

    def __or__(self, other):
        if isinstance(other, UserDict):
            return type(self)(self.data | other.data)
        if isinstance(other, dict):
            return type(self)(self.data | other)
        return NotImplemented

    def __ror__(self, other):
        if isinstance(other, UserDict):
            return type(self)(other.data | self.data)
        if isinstance(other, dict):
            return type(self)(other | self.data)
        return NotImplemented

    def __ior__(self, other):
        if isinstance(other, UserDict):
            self.data |= other.data
        else:
            self.data |= other
        return self

    def copy(self):
        result = type(self)()
        result.data = self.data.copy()
        return result

    @classmethod
    def fromkeys(cls, iterable, value=None):
        d = cls()
        for key in iterable:
            d[key] = value
        return d


class UserList:
    """A list-like class whose contents are kept in the regular list `data`."""

    def __init__(self, initlist=None):
        self.data = []
        if initlist is not None:
            if type(initlist) == type(self.data):
                self.data[:] = initlist
            elif isinstance(initlist, UserList):
                self.data[:] = initlist.data[:]
            else:
                self.data = list(initlist)

    def __repr__(self):
        return repr(self.data)

    def _cast(self, other):
        return other.data if isinstance(other, UserList) else other

    def __lt__(self, other):
        return self.data < self._cast(other)

    def __le__(self, other):
        return self.data <= self._cast(other)

    def __eq__(self, other):
        return self.data == self._cast(other)

    def __gt__(self, other):
        return self.data > self._cast(other)

    def __ge__(self, other):
        return self.data >= self._cast(other)

    __hash__ = None

    def __contains__(self, item):
        return item in self.data

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        return iter(self.data)

    def __reversed__(self):
        return reversed(self.data)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return type(self)(self.data[i])
        return self.data[i]

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def __add__(self, other):
        if isinstance(other, UserList):
            return type(self)(self.data + other.data)
        if isinstance(other, type(self.data)):
            return type(self)(self.data + other)
        return type(self)(self.data + list(other))

    def __radd__(self, other):
        if isinstance(other, UserList):
            return type(self)(other.data + self.data)
        if isinstance(other, type(self.data)):
            return type(self)(other + self.data)
        return type(self)(list(other) + self.data)

    def __iadd__(self, other):
        if isinstance(other, UserList):
            self.data += other.data
        else:
            self.data += list(other)
        return self

    def __mul__(self, n):
        return type(self)(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def append(self, item):
        self.data.append(item)

    def insert(self, i, item):
        self.data.insert(i, item)

    def pop(self, i=-1):
        return self.data.pop(i)

    def remove(self, item):
        self.data.remove(item)

    def clear(self):
        self.data.clear()

    def copy(self):
        return type(self)(self)

    def count(self, item):
        return self.data.count(item)

    def index(self, item, *args):
        return self.data.index(item, *args)

    def reverse(self):
        self.data.reverse()

    def sort(self, /, *args, **kwds):
        self.data.sort(*args, **kwds)

    def extend(self, other):
        if isinstance(other, UserList):
            self.data.extend(other.data)
        else:
            self.data.extend(other)


class UserString:
    """A str-like class whose contents are kept in the regular str `data`."""

    def __init__(self, seq):
        if isinstance(seq, str):
            self.data = seq
        elif isinstance(seq, UserString):
            self.data = seq.data[:]
        else:
            self.data = str(seq)

    def __str__(self):
        return str(self.data)

    def __repr__(self):
        return repr(self.data)

    def __int__(self):
        return int(self.data)

    def __float__(self):
        return float(self.data)

    def __hash__(self):
        return hash(self.data)

    def _cast(self, other):
        return other.data if isinstance(other, UserString) else other

    def __eq__(self, other):
        return self.data == self._cast(other)

    def __lt__(self, other):
        return self.data < self._cast(other)

    def __le__(self, other):
        return self.data <= self._cast(other)

    def __gt__(self, other):
        return self.data > self._cast(other)

    def __ge__(self, other):
        return self.data >= self._cast(other)

    def __contains__(self, char):
        return self._cast(char) in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return type(self)(self.data[index])

    def __iter__(self):
        return iter(self.data)

    def __add__(self, other):
        if isinstance(other, UserString):
            return type(self)(self.data + other.data)
        if isinstance(other, str):
            return type(self)(self.data + other)
        return type(self)(self.data + str(other))

    def __radd__(self, other):
        if isinstance(other, str):
            return type(self)(other + self.data)
        return type(self)(str(other) + self.data)

    def __mul__(self, n):
        return type(self)(self.data * n)

    __rmul__ = __mul__

    def __mod__(self, args):
        return type(self)(self.data % args)

    def upper(self):
        return type(self)(self.data.upper())

    def lower(self):
        return type(self)(self.data.lower())

    def capitalize(self):
        return type(self)(self.data.capitalize())

    def title(self):
        return type(self)(self.data.title())

    def swapcase(self):
        return type(self)(self.data.swapcase())

    def strip(self, chars=None):
        return type(self)(self.data.strip(chars))

    def lstrip(self, chars=None):
        return type(self)(self.data.lstrip(chars))

    def rstrip(self, chars=None):
        return type(self)(self.data.rstrip(chars))

    def replace(self, old, new, maxsplit=-1):
        return type(self)(self.data.replace(self._cast(old), self._cast(new), maxsplit))

    def split(self, sep=None, maxsplit=-1):
        return self.data.split(sep, maxsplit)

    def join(self, seq):
        return self.data.join(seq)

    def startswith(self, prefix, *args):
        return self.data.startswith(prefix, *args)

    def endswith(self, suffix, *args):
        return self.data.endswith(suffix, *args)

    def find(self, sub, *args):
        return self.data.find(self._cast(sub), *args)

    def count(self, sub, *args):
        return self.data.count(self._cast(sub), *args)

    def index(self, sub, *args):
        return self.data.index(self._cast(sub), *args)

    def isdigit(self):
        return self.data.isdigit()

    def isalpha(self):
        return self.data.isalpha()

    def format(self, *args, **kwds):
        return self.data.format(*args, **kwds)

    def center(self, width, *args):
        return type(self)(self.data.center(width, *args))

    def ljust(self, width, *args):
        return type(self)(self.data.ljust(width, *args))

    def rjust(self, width, *args):
        return type(self)(self.data.rjust(width, *args))

    def zfill(self, width):
        return type(self)(self.data.zfill(width))
