"""Standard operators as functions.

ember's own implementation of the documented behaviour of CPython's
`operator` module: a function for each intrinsic operator (`add(a, b)` is
`a + b`, and so on), the in-place variants (`iadd(a, b)` is `a += b`), the
sequence helpers (`concat`, `contains`, `countOf`, `indexOf`, `getitem`,
`setitem`, `delitem`, `length_hint`), `index`, and the callable-object
factories `itemgetter`, `attrgetter` and `methodcaller`.  The dunder
spellings (`__add__`, ...) are aliases of the plain ones.
"""

__all__ = ['abs', 'add', 'and_', 'attrgetter', 'call', 'concat', 'contains',
           'countOf', 'delitem', 'eq', 'floordiv', 'ge', 'getitem', 'gt',
           'iadd', 'iand', 'iconcat', 'ifloordiv', 'ilshift', 'imatmul',
           'imod', 'imul', 'index', 'indexOf', 'inv', 'invert', 'ior', 'ipow',
           'irshift', 'is_', 'is_not', 'isub', 'itemgetter', 'itruediv',
           'ixor', 'le', 'length_hint', 'lshift', 'lt', 'matmul',
           'methodcaller', 'mod', 'mul', 'ne', 'neg', 'not_', 'or_', 'pos',
           'pow', 'rshift', 'setitem', 'sub', 'truediv', 'truth', 'xor']

_abs = abs


# ---------------------------------------------------------------- comparisons

def lt(a, b):
    "Same as a < b."
    return a < b


def le(a, b):
    "Same as a <= b."
    return a <= b


def eq(a, b):
    "Same as a == b."
    return a == b


def ne(a, b):
    "Same as a != b."
    return a != b


def ge(a, b):
    "Same as a >= b."
    return a >= b


def gt(a, b):
    "Same as a > b."
    return a > b


# ---------------------------------------------------------------- logic

def not_(a):
    "Same as not a."
    return not a


def truth(a):
    "Return True if a is true, False otherwise."
    if a:
        return True
    return False


def is_(a, b):
    "Same as a is b."
    return a is b


def is_not(a, b):
    "Same as a is not b."
    return a is not b


# ---------------------------------------------------------------- arithmetic

def abs(a):
    "Same as abs(a)."
    return _abs(a)


def add(a, b):
    "Same as a + b."
    return a + b


def and_(a, b):
    "Same as a & b."
    return a & b


def floordiv(a, b):
    "Same as a // b."
    return a // b


def index(a):
    "Same as a.__index__()"
    if isinstance(a, int):
        return int.__index__(a)
    method = getattr(type(a), '__index__', None)
    if method is None:
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(a).__name__)
    result = method(a)
    if not isinstance(result, int):
        raise TypeError("__index__ returned non-int (type %s)"
                        % type(result).__name__)
    return result


def inv(a):
    "Same as ~a."
    return ~a


invert = inv


def lshift(a, b):
    "Same as a << b."
    return a << b


def mod(a, b):
    "Same as a % b."
    return a % b


def mul(a, b):
    "Same as a * b."
    return a * b


def _matmul(a, b, symbol):
    # ember does not compile the @ operator yet: dispatch to __matmul__ /
    # __rmatmul__ as the operator does (a subclass's overriding reflected
    # method first).
    ta = type(a)
    tb = type(b)
    left = getattr(ta, '__matmul__', None)
    right = None
    if tb is not ta:
        right = getattr(tb, '__rmatmul__', None)
    if (right is not None and issubclass(tb, ta)
            and right is not getattr(ta, '__rmatmul__', None)):
        result = right(b, a)
        if result is not NotImplemented:
            return result
        right = None
    if left is not None:
        result = left(a, b)
        if result is not NotImplemented:
            return result
    if right is not None:
        result = right(b, a)
        if result is not NotImplemented:
            return result
    raise TypeError("unsupported operand type(s) for %s: '%s' and '%s'"
                    % (symbol, ta.__name__, tb.__name__))


def matmul(a, b):
    "Same as a @ b."
    return _matmul(a, b, '@')


def neg(a):
    "Same as -a."
    return -a


def or_(a, b):
    "Same as a | b."
    return a | b


def pos(a):
    "Same as +a."
    return +a


def pow(a, b):
    "Same as a ** b."
    return a ** b


def rshift(a, b):
    "Same as a >> b."
    return a >> b


def sub(a, b):
    "Same as a - b."
    return a - b


def truediv(a, b):
    "Same as a / b."
    return a / b


def xor(a, b):
    "Same as a ^ b."
    return a ^ b


# ---------------------------------------------------------------- sequences

def _is_sequence(obj):
    # CPython's concat accepts objects whose type supports indexing.
    # (ember's builtin types do not list their special methods faithfully:
    # tuple, bytes and range lack __getitem__ and set has one, so the
    # builtin sequences and non-sequences are told apart by type.)
    if isinstance(obj, (list, tuple, str, bytes, bytearray, range)):
        return True
    if isinstance(obj, (dict, set, frozenset)):
        return False
    return hasattr(type(obj), '__getitem__')


def concat(a, b):
    "Same as a + b, for a and b sequences."
    if not _is_sequence(a):
        raise TypeError("'%s' object can't be concatenated"
                        % type(a).__name__)
    return a + b


def contains(a, b):
    "Same as b in a (note reversed operands)."
    return b in a


def countOf(a, b):
    "Return the number of items in a which are, or which equal, b."
    count = 0
    for item in a:
        if item is b or item == b:
            count += 1
    return count


def delitem(a, b):
    "Same as del a[b]."
    del a[b]


def getitem(a, b):
    "Same as a[b]."
    return a[b]


def indexOf(a, b):
    "Return the first index of b in a."
    i = 0
    for item in a:
        if item is b or item == b:
            return i
        i += 1
    raise ValueError('sequence.index(x): x not in sequence')


def setitem(a, b, c):
    "Same as a[b] = c."
    a[b] = c


def length_hint(obj, default=0):
    """Return an estimate of the number of items in obj, or default."""
    if not isinstance(default, int):
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(default).__name__)
    try:
        return len(obj)
    except TypeError:
        pass
    hint = getattr(type(obj), '__length_hint__', None)
    if hint is None:
        return default
    try:
        value = hint(obj)
    except TypeError:
        return default
    if value is NotImplemented:
        return default
    if not isinstance(value, int):
        raise TypeError('__length_hint__ must be an integer, not %s'
                        % type(value).__name__)
    if value < 0:
        raise ValueError('__length_hint__() should return >= 0')
    return value


def call(obj, *args, **kwargs):
    "Same as obj(*args, **kwargs)."
    return obj(*args, **kwargs)


# ---------------------------------------------------------------- getters

class attrgetter:
    """Return a callable object that fetches the given attribute(s) from its
    operand.  attrgetter('name.first') fetches a dotted path; with several
    names the result is a tuple."""

    def __init__(self, *attrs):
        if not attrs:
            raise TypeError('attrgetter expected 1 argument, got 0')
        paths = []
        for attr in attrs:
            if not isinstance(attr, str):
                raise TypeError('attribute name must be a string')
            paths.append(tuple(attr.split('.')))
        self._attrs = attrs
        self._paths = paths
        self._single = len(attrs) == 1

    def __call__(self, obj):
        if self._single:
            for name in self._paths[0]:
                obj = getattr(obj, name)
            return obj
        result = []
        for path in self._paths:
            value = obj
            for name in path:
                value = getattr(value, name)
            result.append(value)
        return tuple(result)

    def __repr__(self):
        return 'operator.attrgetter(%s)' % ', '.join(
            [repr(a) for a in self._attrs])

    def __reduce__(self):
        return (self.__class__, self._attrs)


class itemgetter:
    """Return a callable object that fetches the given item(s) from its
    operand.  With several items the result is a tuple."""

    def __init__(self, *items):
        if not items:
            raise TypeError('itemgetter expected 1 argument, got 0')
        self._items = items
        self._single = len(items) == 1
        if self._single:
            self._item = items[0]

    def __call__(self, obj):
        if self._single:
            return obj[self._item]
        return tuple([obj[i] for i in self._items])

    def __repr__(self):
        return 'operator.itemgetter(%s)' % ', '.join(
            [repr(i) for i in self._items])

    def __reduce__(self):
        return (self.__class__, self._items)


class methodcaller:
    """Return a callable object that calls the given method on its operand,
    with the given extra arguments."""

    def __init__(self, *args, **kwargs):
        if not args:
            raise TypeError('methodcaller needs at least one argument, '
                            'the method name')
        name = args[0]
        if not isinstance(name, str):
            raise TypeError('method name must be a string')
        self._name = name
        self._args = args[1:]
        self._kwargs = kwargs

    def __call__(self, obj):
        return getattr(obj, self._name)(*self._args, **self._kwargs)

    def __repr__(self):
        parts = [repr(self._name)]
        for arg in self._args:
            parts.append(repr(arg))
        for key, value in self._kwargs.items():
            parts.append('%s=%r' % (key, value))
        return 'operator.methodcaller(%s)' % ', '.join(parts)


# ---------------------------------------------------------------- in-place

def iadd(a, b):
    "Same as a += b."
    a += b
    return a


def iand(a, b):
    "Same as a &= b."
    a &= b
    return a


def iconcat(a, b):
    "Same as a += b, for a and b sequences."
    if not _is_sequence(a):
        raise TypeError("'%s' object can't be concatenated"
                        % type(a).__name__)
    a += b
    return a


def ifloordiv(a, b):
    "Same as a //= b."
    a //= b
    return a


def ilshift(a, b):
    "Same as a <<= b."
    a <<= b
    return a


def imod(a, b):
    "Same as a %= b."
    a %= b
    return a


def imul(a, b):
    "Same as a *= b."
    a *= b
    return a


def imatmul(a, b):
    "Same as a @= b."
    method = getattr(type(a), '__imatmul__', None)
    if method is not None:
        result = method(a, b)
        if result is not NotImplemented:
            return result
    return _matmul(a, b, '@=')


def ior(a, b):
    "Same as a |= b."
    a |= b
    return a


def ipow(a, b):
    "Same as a **= b."
    a **= b
    return a


def irshift(a, b):
    "Same as a >>= b."
    a >>= b
    return a


def isub(a, b):
    "Same as a -= b."
    a -= b
    return a


def itruediv(a, b):
    "Same as a /= b."
    a /= b
    return a


def ixor(a, b):
    "Same as a ^= b."
    a ^= b
    return a


# ---------------------------------------------------------------- dunder aliases

__lt__ = lt
__le__ = le
__eq__ = eq
__ne__ = ne
__ge__ = ge
__gt__ = gt
__not__ = not_
__abs__ = abs
__add__ = add
__and__ = and_
__floordiv__ = floordiv
__index__ = index
__inv__ = inv
__invert__ = invert
__lshift__ = lshift
__mod__ = mod
__mul__ = mul
__matmul__ = matmul
__neg__ = neg
__or__ = or_
__pos__ = pos
__pow__ = pow
__rshift__ = rshift
__sub__ = sub
__truediv__ = truediv
__xor__ = xor
__concat__ = concat
__contains__ = contains
__delitem__ = delitem
__getitem__ = getitem
__setitem__ = setitem
__iadd__ = iadd
__iand__ = iand
__iconcat__ = iconcat
__ifloordiv__ = ifloordiv
__ilshift__ = ilshift
__imod__ = imod
__imul__ = imul
__imatmul__ = imatmul
__ior__ = ior
__ipow__ = ipow
__irshift__ = irshift
__isub__ = isub
__itruediv__ = itruediv
__ixor__ = ixor
__call__ = call
