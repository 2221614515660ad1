"""Functions creating iterators for efficient looping.

ember's own implementation of the documented behaviour of CPython's
`itertools` module.  Infinite iterators: `count`, `cycle`, `repeat`.
Iterators terminating on the shortest input: `accumulate`, `chain` (and
`chain.from_iterable`), `compress`, `dropwhile`, `filterfalse`, `groupby`,
`islice`, `pairwise`, `starmap`, `takewhile`, `tee`, `zip_longest`.
Combinatoric iterators: `product`, `permutations`, `combinations`,
`combinations_with_replacement`.

Arguments are checked, and the input iterators obtained, when the iterator is
created, as CPython does; items are then produced lazily.  `count`, `repeat`
and `groupby` are classes (with CPython's reprs for the first two); the other
iterators are generators, so they are not instances of per-function classes.
Not implemented: `batched` (Python 3.12).
"""

import sys


def _index(value, what):
    # An integer argument, as CPython's argument parsing accepts it.
    if isinstance(value, int):
        return int.__index__(value)
    method = getattr(type(value), '__index__', None)
    if method is None:
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(value).__name__)
    return method(value)


def _is_number(value):
    # CPython's count() accepts objects that support int() or float().
    if isinstance(value, (int, float)):
        return True
    cls = type(value)
    return (hasattr(cls, '__index__') or hasattr(cls, '__int__')
            or hasattr(cls, '__float__'))


# ---------------------------------------------------------------- infinite

class count:
    """count(start=0, step=1) --> start, start+step, start+2*step, ..."""

    def __init__(self, start=0, step=1):
        if not _is_number(start) or not _is_number(step):
            raise TypeError('a number is required')
        self._next = start
        self._step = step

    def __iter__(self):
        return self

    def __next__(self):
        value = self._next
        self._next = value + self._step
        return value

    def __repr__(self):
        step = self._step
        if isinstance(step, int) and step == 1:
            return 'count(%r)' % (self._next,)
        return 'count(%r, %r)' % (self._next, step)


def cycle(iterable):
    """cycle(iterable) --> the items of iterable, then those again, forever."""
    return _cycle(iter(iterable))


def _cycle(it):
    saved = []
    for item in it:
        yield item
        saved.append(item)
    if not saved:
        return
    while True:
        for item in saved:
            yield item


class repeat:
    """repeat(object [,times]) -> object, times times, or forever."""

    def __init__(self, object, times=None):
        self._object = object
        if times is None:
            self._left = -1
        else:
            times = _index(times, 'times')
            if times < 0:
                times = 0
            self._left = times

    def __iter__(self):
        return self

    def __next__(self):
        left = self._left
        if left > 0:
            self._left = left - 1
            return self._object
        if left == 0:
            raise StopIteration
        return self._object

    def __length_hint__(self):
        if self._left < 0:
            raise TypeError('len() of unsized object')
        return self._left

    def __repr__(self):
        if self._left < 0:
            return 'repeat(%r)' % (self._object,)
        return 'repeat(%r, %d)' % (self._object, self._left)


# ---------------------------------------------------------------- terminating

def accumulate(iterable, func=None, *, initial=None):
    """Running totals (or running results of func) over iterable."""
    return _accumulate(iter(iterable), func, initial)


def _accumulate(it, func, initial):
    total = initial
    if initial is not None:
        yield total
    else:
        empty = True
        for total in it:
            empty = False
            break
        if empty:
            return
        yield total
    if func is None:
        for element in it:
            total = total + element
            yield total
    else:
        for element in it:
            total = func(total, element)
            yield total


def chain(*iterables):
    """chain(*iterables) --> the items of the first iterable, then of the
    second, and so on."""
    # (The generator is a separate function: ember loses an empty *args
    # tuple of a generator function under GC stress.)
    return _chain_lazy(iterables)


def _chain_from_iterable(iterables):
    """Alternative chain() constructor taking a single iterable argument
    that evaluates lazily."""
    return _chain_lazy(iter(iterables))


def _chain_lazy(iterables):
    for iterable in iterables:
        for item in iterable:
            yield item


chain.from_iterable = _chain_from_iterable


def compress(data, selectors):
    """compress(data, selectors) --> the items of data whose matching
    selector is true."""
    return _compress(iter(data), iter(selectors))


def _compress(data, selectors):
    for item in data:
        selected = False
        stop = True
        for selector in selectors:
            selected = selector
            stop = False
            break
        if stop:
            return
        if selected:
            yield item


def dropwhile(predicate, iterable):
    """Skip items while predicate(item) is true, then yield every item."""
    return _dropwhile(predicate, iter(iterable))


def _dropwhile(predicate, it):
    for item in it:
        if not predicate(item):
            yield item
            break
    for item in it:
        yield item


def takewhile(predicate, iterable):
    """Yield items while predicate(item) is true."""
    return _takewhile(predicate, iter(iterable))


def _takewhile(predicate, it):
    for item in it:
        if predicate(item):
            yield item
        else:
            return


def filterfalse(function, iterable):
    """Yield the items for which function(item) is false (or, if function
    is None, the items that are false)."""
    return _filterfalse(function, iter(iterable))


def _filterfalse(function, it):
    if function is None:
        for item in it:
            if not item:
                yield item
    else:
        for item in it:
            if not function(item):
                yield item


def starmap(function, iterable):
    """starmap(function, iterable) --> function(*a), function(*b), ..."""
    return _starmap(function, iter(iterable))


def _starmap(function, it):
    for args in it:
        yield function(*args)


def pairwise(iterable):
    """pairwise('ABCD') --> AB BC CD"""
    return _pairwise(iter(iterable))


def _pairwise(it):
    previous = None
    empty = True
    for previous in it:
        empty = False
        break
    if empty:
        return
    for item in it:
        yield (previous, item)
        previous = item


_ISLICE_STOP = ('Stop argument for islice() must be None or an integer: '
                '0 <= x <= sys.maxsize.')
_ISLICE_INDEX = ('Indices for islice() must be None or an integer: '
                 '0 <= x <= sys.maxsize.')
_ISLICE_STEP = 'Step for islice() must be a positive integer or None.'


def _islice_arg(value):
    # An index argument as a machine-size integer, or -1 when it is not one
    # (CPython folds every conversion failure into its own message).
    if isinstance(value, int):
        if value > sys.maxsize or value < -sys.maxsize - 1:
            return -1
        return int.__index__(value)
    method = getattr(type(value), '__index__', None)
    if method is None:
        return -1
    try:
        value = method(value)
    except Exception:
        return -1
    if not isinstance(value, int):
        return -1
    if value > sys.maxsize or value < -sys.maxsize - 1:
        return -1
    return value


def islice(*args, **kwargs):
    """islice(iterable, stop) or islice(iterable, start, stop[, step])

    The selected items of iterable, like a slice of a list but lazily; the
    indices must be non-negative (None meaning the default)."""
    if kwargs:
        raise TypeError('islice() takes no keyword arguments')
    n = len(args)
    if n < 2:
        raise TypeError('islice expected at least 2 arguments, got %d' % n)
    if n > 4:
        raise TypeError('islice expected at most 4 arguments, got %d' % n)
    iterable = args[0]
    start = 0
    stop = -1
    step = 1
    if n == 2:
        if args[1] is not None:
            stop = _islice_arg(args[1])
            if stop == -1:
                raise ValueError(_ISLICE_STOP)
    else:
        if args[1] is not None:
            start = _islice_arg(args[1])
        if args[2] is not None:
            stop = _islice_arg(args[2])
            if stop == -1:
                raise ValueError(_ISLICE_STOP)
    if start < 0 or stop < -1:
        raise ValueError(_ISLICE_INDEX)
    if n == 4 and args[3] is not None:
        step = _islice_arg(args[3])
    if step < 1:
        raise ValueError(_ISLICE_STEP)
    return _islice(iter(iterable), start, stop, step)


def _islice(it, wanted, stop, step):
    # count: items consumed so far; wanted: index of the next item to yield;
    # stop == -1 means no limit.
    count = 0
    while True:
        while count < wanted:
            for item in it:
                break
            else:
                return
            count += 1
        if stop != -1 and count >= stop:
            return
        for item in it:
            break
        else:
            return
        count += 1
        wanted += step
        if stop != -1 and wanted > stop:
            wanted = stop
        yield item


def zip_longest(*iterables, fillvalue=None):
    """zip_longest(iter1 [,iter2 [...]], [fillvalue=None]) --> tuples of the
    items of each input, with fillvalue standing in for the items of the
    inputs that ran out, until all have run out."""
    iterators = [iter(it) for it in iterables]
    return _zip_longest(iterators, fillvalue)


def _zip_longest(iterators, fillvalue):
    active = len(iterators)
    if active == 0:
        return
    while True:
        values = []
        i = 0
        for it in iterators:
            if it is None:
                values.append(fillvalue)
            else:
                for value in it:
                    values.append(value)
                    break
                else:
                    active -= 1
                    if active == 0:
                        return
                    iterators[i] = None
                    values.append(fillvalue)
            i += 1
        yield tuple(values)


class groupby:
    """groupby(iterable, key=None) -> (key, group) pairs: each group yields
    the consecutive items of iterable having that key.  A group is no longer
    usable once the next pair has been taken."""

    # tgtkey: key of the current group; currkey / currvalue: the item most
    # recently read from the input and its key (currvalue is _EMPTY once a
    # group iterator has handed it out).

    def __init__(self, iterable, key=None):
        self._it = iter(iterable)
        self._keyfunc = key
        self._tgtkey = _EMPTY
        self._currkey = _EMPTY
        self._currvalue = _EMPTY
        self._current_group = None

    def __iter__(self):
        return self

    def _step(self):
        # Raises StopIteration when the input is exhausted.
        value = next(self._it)
        if self._keyfunc is None:
            newkey = value
        else:
            newkey = self._keyfunc(value)
        self._currvalue = value
        self._currkey = newkey

    def __next__(self):
        self._current_group = None
        while True:
            if self._currkey is _EMPTY:
                pass
            elif self._tgtkey is _EMPTY:
                break
            else:
                tgt = self._tgtkey
                cur = self._currkey
                if not (tgt is cur or tgt == cur):
                    break
            self._step()
        self._tgtkey = self._currkey
        group = _grouper(self, self._tgtkey)
        self._current_group = group
        return (self._currkey, group)


class _grouper:

    def __init__(self, parent, tgtkey):
        self._parent = parent
        self._tgtkey = tgtkey

    def __iter__(self):
        return self

    def __next__(self):
        parent = self._parent
        if parent._current_group is not self:
            raise StopIteration
        if parent._currvalue is _EMPTY:
            parent._step()
        tgt = self._tgtkey
        cur = parent._currkey
        if not (tgt is cur or tgt == cur):
            raise StopIteration
        value = parent._currvalue
        parent._currvalue = _EMPTY
        return value


class _Empty:
    pass


_EMPTY = _Empty()


def tee(iterable, n=2):
    """tee(iterable, n=2) --> tuple of n independent iterators."""
    n = _index(n, 'n')
    if n < 0:
        raise ValueError('n must be >= 0')
    if n == 0:
        return ()
    it = iter(iterable)
    if getattr(it, '__copy__', None) is None:
        it = _Tee(_TeeSource(it), _TeeLink())
    result = [it]
    for i in range(1, n):
        it = it.__copy__()
        result.append(it)
    return tuple(result)


class _TeeSource:
    def __init__(self, it):
        self.it = it


class _TeeLink:
    # One buffered item; the links form a singly linked list shared by all
    # the tee iterators of one source.
    __slots__ = ('value', 'next')

    def __init__(self):
        self.value = None
        self.next = None


class _Tee:

    def __init__(self, source, link):
        self._source = source
        self._link = link     # the link before the next item to produce

    def __iter__(self):
        return self

    def __next__(self):
        link = self._link
        following = link.next
        if following is None:
            value = next(self._source.it)
            following = link.next
            if following is None:
                following = _TeeLink()
                following.value = value
                link.next = following
        self._link = following
        return following.value

    def __copy__(self):
        return _Tee(self._source, self._link)


# ---------------------------------------------------------------- combinatoric

def product(*iterables, repeat=1):
    """product(*iterables, repeat=1) --> the Cartesian product, as tuples,
    in lexicographic order of positions (the last input varies fastest)."""
    repeat = _index(repeat, 'repeat')
    if repeat < 0:
        raise ValueError('repeat argument cannot be negative')
    pools = [tuple(pool) for pool in iterables] * repeat
    return _product(pools)


def _product(pools):
    for pool in pools:
        if not pool:
            return
    n = len(pools)
    indices = [0] * n
    yield tuple([pool[0] for pool in pools])
    while True:
        i = n - 1
        while i >= 0:
            indices[i] += 1
            if indices[i] < len(pools[i]):
                break
            indices[i] = 0
            i -= 1
        if i < 0:
            return
        yield tuple([pools[j][indices[j]] for j in range(n)])


def permutations(iterable, r=None):
    """permutations(iterable, r=None) --> successive r-length arrangements
    of the items of iterable, in lexicographic order of positions."""
    pool = tuple(iterable)
    n = len(pool)
    if r is None:
        r = n
    else:
        if not isinstance(r, int):
            raise TypeError('Expected int as r')
        if r < 0:
            raise ValueError('r must be non-negative')
    return _permutations(pool, n, r)


def _permutations(pool, n, r):
    if r > n:
        return
    indices = list(range(r))
    used = [False] * n
    for i in indices:
        used[i] = True
    yield tuple([pool[i] for i in indices])
    while True:
        # Find the rightmost position whose index can grow to a larger
        # unused index; release the positions to its right as we go.
        pos = r - 1
        while pos >= 0:
            current = indices[pos]
            used[current] = False
            candidate = current + 1
            while candidate < n and used[candidate]:
                candidate += 1
            if candidate < n:
                indices[pos] = candidate
                used[candidate] = True
                break
            pos -= 1
        if pos < 0:
            return
        # Fill the remaining positions with the smallest unused indices.
        candidate = 0
        for fill in range(pos + 1, r):
            while used[candidate]:
                candidate += 1
            indices[fill] = candidate
            used[candidate] = True
        yield tuple([pool[i] for i in indices])


def combinations(iterable, r):
    """combinations(iterable, r) --> successive r-length selections of the
    items of iterable (in their order), in lexicographic order of positions."""
    r = _index(r, 'r')
    if r < 0:
        raise ValueError('r must be non-negative')
    return _combinations(tuple(iterable), r)


def _combinations(pool, r):
    n = len(pool)
    if r > n:
        return
    indices = list(range(r))
    yield tuple([pool[i] for i in indices])
    while True:
        # The rightmost position that has not reached its largest value.
        pos = r - 1
        while pos >= 0 and indices[pos] == pos + n - r:
            pos -= 1
        if pos < 0:
            return
        indices[pos] += 1
        for j in range(pos + 1, r):
            indices[j] = indices[j - 1] + 1
        yield tuple([pool[i] for i in indices])


def combinations_with_replacement(iterable, r):
    """combinations_with_replacement(iterable, r) --> successive r-length
    selections of the items of iterable, an item possibly chosen repeatedly,
    in lexicographic order of positions."""
    r = _index(r, 'r')
    if r < 0:
        raise ValueError('r must be non-negative')
    return _combinations_with_replacement(tuple(iterable), r)


def _combinations_with_replacement(pool, r):
    n = len(pool)
    if n == 0 and r > 0:
        return
    indices = [0] * r
    yield tuple([pool[i] for i in indices])
    while True:
        pos = r - 1
        while pos >= 0 and indices[pos] == n - 1:
            pos -= 1
        if pos < 0:
            return
        value = indices[pos] + 1
        for j in range(pos, r):
            indices[j] = value
        yield tuple([pool[i] for i in indices])
