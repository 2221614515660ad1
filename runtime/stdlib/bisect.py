"""Bisection algorithms for sorted sequences.

ember's own implementation of the documented behaviour of CPython's `bisect`
module: binary search for insertion points in a sequence kept in ascending
order (`bisect_left`, `bisect_right`/`bisect`) and insertion that keeps it
sorted (`insort_left`, `insort_right`/`insort`), with the `lo`, `hi` and
keyword-only `key` arguments of Python 3.10 and later.  Only `<` is used to
compare items, as CPython does.
"""


def _as_index(value, is_hi=False):
    if isinstance(value, int):
        return int.__index__(value)
    method = getattr(type(value), "__index__", None)
    if method is None:
        if is_hi:
            raise TypeError("argument should be integer or None, not '%s'"
                            % type(value).__name__)
        raise TypeError("'%s' object cannot be interpreted as an integer"
                        % type(value).__name__)
    return method(value)


def _check_bounds(a, lo, hi):
    lo = _as_index(lo)
    if lo < 0:
        raise ValueError("lo must be non-negative")
    if hi is None:
        return lo, len(a)
    hi = _as_index(hi, True)
    if hi == -1:
        # CPython's C version treats hi=-1 like the default (the length).
        hi = len(a)
    return lo, hi


def bisect_right(a, x, lo=0, hi=None, *, key=None):
    """Return the index where x would be inserted in the sorted sequence a,
    after any items equal to x.  The search is confined to a[lo:hi]."""
    lo, hi = _check_bounds(a, lo, hi)
    if key is None:
        while lo < hi:
            mid = (lo + hi) // 2
            if x < a[mid]:
                hi = mid
            else:
                lo = mid + 1
    else:
        while lo < hi:
            mid = (lo + hi) // 2
            if x < key(a[mid]):
                hi = mid
            else:
                lo = mid + 1
    return lo


def bisect_left(a, x, lo=0, hi=None, *, key=None):
    """Return the index where x would be inserted in the sorted sequence a,
    before any items equal to x.  The search is confined to a[lo:hi]."""
    lo, hi = _check_bounds(a, lo, hi)
    if key is None:
        while lo < hi:
            mid = (lo + hi) // 2
            if a[mid] < x:
                lo = mid + 1
            else:
                hi = mid
    else:
        while lo < hi:
            mid = (lo + hi) // 2
            if key(a[mid]) < x:
                lo = mid + 1
            else:
                hi = mid
    return lo


def insort_right(a, x, lo=0, hi=None, *, key=None):
    """Insert x into the sorted sequence a, after any items equal to it."""
    if key is None:
        index = bisect_right(a, x, lo, hi)
    else:
        index = bisect_right(a, key(x), lo, hi, key=key)
    a.insert(index, x)


def insort_left(a, x, lo=0, hi=None, *, key=None):
    """Insert x into the sorted sequence a, before any items equal to it."""
    if key is None:
        index = bisect_left(a, x, lo, hi)
    else:
        index = bisect_left(a, key(x), lo, hi, key=key)
    a.insert(index, x)


bisect = bisect_right
insort = insort_right
