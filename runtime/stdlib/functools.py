"""Higher-order functions and operations on callable objects.

ember's own implementation of the documented behaviour of CPython's
`functools` module: `reduce`, `partial`, `update_wrapper`/`wraps`,
`lru_cache`/`cache` (with `cache_info()`, `cache_clear()` and
`cache_parameters()`), `cmp_to_key` and `total_ordering`.

Not implemented: `singledispatch`, `singledispatchmethod`, `cached_property`
and `partialmethod`.
"""

__all__ = ['update_wrapper', 'wraps', 'WRAPPER_ASSIGNMENTS', 'WRAPPER_UPDATES',
           'total_ordering', 'cache', 'cmp_to_key', 'lru_cache', 'reduce',
           'partial']


# ---------------------------------------------------------------- reduce

_initial_missing = object()


def reduce(*args, **kwargs):
    """reduce(function, iterable[, initial]) -> value

    Apply a function of two arguments cumulatively to the items of an
    iterable, from left to right, so as to reduce it to a single value."""
    if kwargs:
        raise TypeError("reduce() takes no keyword arguments")
    n = len(args)
    if n < 2:
        raise TypeError("reduce expected at least 2 arguments, got %d" % n)
    if n > 3:
        raise TypeError("reduce expected at most 3 arguments, got %d" % n)
    function = args[0]
    sequence = args[1]
    if n == 3:
        initial = args[2]
    else:
        initial = _initial_missing
    try:
        it = iter(sequence)
    except TypeError:
        raise TypeError("reduce() arg 2 must support iteration") from None
    if initial is _initial_missing:
        value = _initial_missing
        for first in it:
            value = first
            break
        if value is _initial_missing:
            raise TypeError("reduce() of empty iterable with no initial value")
    else:
        value = initial
    for element in it:
        value = function(value, element)
    return value


# ---------------------------------------------------------------- partial

class partial:
    """New function with partial application of the given arguments and
    keywords."""

    def __new__(cls, *args, **keywords):
        if not args:
            raise TypeError("type 'partial' takes at least one argument")
        func = args[0]
        args = args[1:]
        if not callable(func):
            raise TypeError("the first argument must be callable")
        if isinstance(func, partial) and len(vars(func)) == 3:
            # Flatten a nested partial that carries no extra attributes.
            args = func.args + args
            merged = dict(func.keywords)
            merged.update(keywords)
            keywords = merged
            func = func.func
        self = object.__new__(cls)
        self.func = func
        self.args = tuple(args)
        self.keywords = keywords
        return self

    def __call__(self, *args, **keywords):
        if self.keywords:
            merged = dict(self.keywords)
            merged.update(keywords)
            keywords = merged
        return self.func(*self.args, *args, **keywords)

    def __repr__(self):
        parts = [repr(self.func)]
        for arg in self.args:
            parts.append(repr(arg))
        for name, value in self.keywords.items():
            parts.append("%s=%r" % (name, value))
        if type(self) is partial:
            name = "functools.partial"
        else:
            name = type(self).__name__
        return "%s(%s)" % (name, ", ".join(parts))


# ---------------------------------------------------------------- wrappers

WRAPPER_ASSIGNMENTS = ('__module__', '__name__', '__qualname__', '__doc__',
                       '__annotations__')
WRAPPER_UPDATES = ('__dict__',)


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS,
                   updated=WRAPPER_UPDATES):
    """Make wrapper look like wrapped: copy the attributes named in assigned,
    update the dictionaries named in updated, and set wrapper.__wrapped__."""
    for attr in assigned:
        try:
            value = getattr(wrapped, attr)
        except AttributeError:
            continue
        except NotImplementedError:
            # ember: functions have no __annotations__ yet.
            continue
        setattr(wrapper, attr, value)
    for attr in updated:
        extra = getattr(wrapped, attr, {})
        if attr == '__dict__' and isinstance(wrapped, partial):
            # A partial's own fields are not in its __dict__ in CPython.
            extra = dict(extra)
            for name in ('func', 'args', 'keywords'):
                extra.pop(name, None)
        getattr(wrapper, attr).update(extra)
    # Set last, so that a __wrapped__ copied from wrapped's __dict__ is
    # replaced by wrapped itself.
    wrapper.__wrapped__ = wrapped
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    """Decorator factory applying update_wrapper() to the decorated function."""
    return partial(update_wrapper, wrapped=wrapped, assigned=assigned,
                   updated=updated)


# ---------------------------------------------------------------- lru_cache

class CacheInfo(tuple):
    """CacheInfo(hits, misses, maxsize, currsize)"""

    __slots__ = ()
    _fields = ('hits', 'misses', 'maxsize', 'currsize')

    def __new__(cls, hits, misses, maxsize, currsize):
        return tuple.__new__(cls, (hits, misses, maxsize, currsize))

    @property
    def hits(self):
        return self[0]

    @property
    def misses(self):
        return self[1]

    @property
    def maxsize(self):
        return self[2]

    @property
    def currsize(self):
        return self[3]

    def _asdict(self):
        return {'hits': self[0], 'misses': self[1], 'maxsize': self[2],
                'currsize': self[3]}

    def _replace(self, **changes):
        values = self._asdict()
        values.update(changes)
        return _CacheInfo(values['hits'], values['misses'],
                          values['maxsize'], values['currsize'])

    def __repr__(self):
        return "CacheInfo(hits=%r, misses=%r, maxsize=%r, currsize=%r)" % (
            self[0], self[1], self[2], self[3])


_CacheInfo = CacheInfo
del CacheInfo


class _KwdMark:
    pass


_kwd_mark = _KwdMark()


def _make_key(args, kwds, typed):
    # Calls with the same positional and keyword arguments (keywords in the
    # same order) map to equal keys; a single int or str argument is its
    # own key.
    key = args
    if kwds:
        key = key + (_kwd_mark,)
        for item in kwds.items():
            key = key + item
    if typed:
        key = key + tuple([type(v) for v in args])
        if kwds:
            key = key + tuple([type(v) for v in kwds.values()])
    elif len(key) == 1:
        first = key[0]
        if type(first) is int or type(first) is str:
            return first
    return key


def _lru_cache_wrapper(user_function, maxsize, typed):
    # The cache is a dict kept in least- to most-recently-used order: a hit
    # moves its entry to the end, and a miss on a full cache drops the
    # first one.
    cache = {}
    stats = [0, 0]       # hits, misses
    missing = _initial_missing

    if maxsize == 0:
        def wrapper(*args, **kwds):
            stats[1] += 1
            return user_function(*args, **kwds)

    elif maxsize is None:
        def wrapper(*args, **kwds):
            key = _make_key(args, kwds, typed)
            result = cache.get(key, missing)
            if result is not missing:
                stats[0] += 1
                return result
            stats[1] += 1
            result = user_function(*args, **kwds)
            cache[key] = result
            return result

    else:
        def wrapper(*args, **kwds):
            key = _make_key(args, kwds, typed)
            result = cache.pop(key, missing)
            if result is not missing:
                cache[key] = result
                stats[0] += 1
                return result
            stats[1] += 1
            result = user_function(*args, **kwds)
            if key in cache:
                # The call itself filled this entry (recursion).
                return result
            if len(cache) >= maxsize:
                for oldest in cache:
                    break
                del cache[oldest]
            cache[key] = result
            return result

    def cache_info():
        """Report cache statistics"""
        return _CacheInfo(stats[0], stats[1], maxsize, len(cache))

    def cache_clear():
        """Clear the cache and cache statistics"""
        cache.clear()
        stats[0] = 0
        stats[1] = 0

    wrapper.cache_info = cache_info
    wrapper.cache_clear = cache_clear
    return wrapper


def lru_cache(maxsize=128, typed=False):
    """Least-recently-used cache decorator.

    With maxsize=None the cache grows without bound; with typed=True
    arguments of different types are cached separately.  The wrapped
    function has cache_info(), cache_clear() and cache_parameters()."""
    if isinstance(maxsize, int):
        if maxsize < 0:
            maxsize = 0
    elif callable(maxsize) and isinstance(typed, bool):
        # Used as @lru_cache without arguments.
        user_function = maxsize
        maxsize = 128
        wrapper = _lru_cache_wrapper(user_function, maxsize, typed)
        _add_parameters(wrapper, maxsize, typed)
        return update_wrapper(wrapper, user_function)
    elif maxsize is not None:
        raise TypeError(
            'Expected first argument to be an integer, a callable, or None')

    def decorating_function(user_function):
        wrapper = _lru_cache_wrapper(user_function, maxsize, typed)
        _add_parameters(wrapper, maxsize, typed)
        return update_wrapper(wrapper, user_function)

    return decorating_function


def _add_parameters(wrapper, maxsize, typed):
    def cache_parameters():
        return {'maxsize': maxsize, 'typed': typed}
    wrapper.cache_parameters = cache_parameters


def cache(user_function):
    """Simple lightweight unbounded cache.  Sometimes called "memoize"."""
    return lru_cache(maxsize=None)(user_function)


# ---------------------------------------------------------------- cmp_to_key

def cmp_to_key(mycmp):
    """Convert a cmp= function into a key= function."""

    class K(object):
        __slots__ = ['obj']

        def __init__(self, obj):
            self.obj = obj

        def __lt__(self, other):
            if type(other) is not K:
                raise TypeError("other argument must be K instance")
            return mycmp(self.obj, other.obj) < 0

        def __gt__(self, other):
            if type(other) is not K:
                raise TypeError("other argument must be K instance")
            return mycmp(self.obj, other.obj) > 0

        def __eq__(self, other):
            if type(other) is not K:
                raise TypeError("other argument must be K instance")
            return mycmp(self.obj, other.obj) == 0

        def __le__(self, other):
            if type(other) is not K:
                raise TypeError("other argument must be K instance")
            return mycmp(self.obj, other.obj) <= 0

        def __ge__(self, other):
            if type(other) is not K:
                raise TypeError("other argument must be K instance")
            return mycmp(self.obj, other.obj) >= 0

        __hash__ = None

    return K


# ---------------------------------------------------------------- total_ordering
# Each derived method asks the class's own root method first and returns
# NotImplemented when it does.

def _gt_from_lt(self, other):
    result = type(self).__lt__(self, other)
    if result is NotImplemented:
        return result
    return not result and self != other


def _le_from_lt(self, other):
    result = type(self).__lt__(self, other)
    if result is NotImplemented:
        return result
    return result or self == other


def _ge_from_lt(self, other):
    result = type(self).__lt__(self, other)
    if result is NotImplemented:
        return result
    return not result


def _ge_from_le(self, other):
    result = type(self).__le__(self, other)
    if result is NotImplemented:
        return result
    return not result or self == other


def _lt_from_le(self, other):
    result = type(self).__le__(self, other)
    if result is NotImplemented:
        return result
    return result and self != other


def _gt_from_le(self, other):
    result = type(self).__le__(self, other)
    if result is NotImplemented:
        return result
    return not result


def _lt_from_gt(self, other):
    result = type(self).__gt__(self, other)
    if result is NotImplemented:
        return result
    return not result and self != other


def _ge_from_gt(self, other):
    result = type(self).__gt__(self, other)
    if result is NotImplemented:
        return result
    return result or self == other


def _le_from_gt(self, other):
    result = type(self).__gt__(self, other)
    if result is NotImplemented:
        return result
    return not result


def _le_from_ge(self, other):
    result = type(self).__ge__(self, other)
    if result is NotImplemented:
        return result
    return not result or self == other


def _gt_from_ge(self, other):
    result = type(self).__ge__(self, other)
    if result is NotImplemented:
        return result
    return result and self != other


def _lt_from_ge(self, other):
    result = type(self).__ge__(self, other)
    if result is NotImplemented:
        return result
    return not result


_derivations = {
    '__lt__': [('__gt__', _gt_from_lt), ('__le__', _le_from_lt),
               ('__ge__', _ge_from_lt)],
    '__le__': [('__ge__', _ge_from_le), ('__lt__', _lt_from_le),
               ('__gt__', _gt_from_le)],
    '__gt__': [('__lt__', _lt_from_gt), ('__ge__', _ge_from_gt),
               ('__le__', _le_from_gt)],
    '__ge__': [('__le__', _le_from_ge), ('__gt__', _gt_from_ge),
               ('__lt__', _lt_from_ge)],
}


def total_ordering(cls):
    """Class decorator that fills in missing ordering methods."""
    roots = []
    for name in ('__lt__', '__le__', '__gt__', '__ge__'):
        if getattr(cls, name, None) is not getattr(object, name, None):
            roots.append(name)
    if not roots:
        raise ValueError(
            'must define at least one ordering operation: < > <= >=')
    # Prefer __lt__, then __le__, then __gt__, then __ge__.
    root = roots[0]
    for name, function in _derivations[root]:
        if name not in roots:
            function.__name__ = name
            setattr(cls, name, function)
    return cls
