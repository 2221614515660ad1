"""Heap queue (priority queue) algorithms.

ember's own implementation of the documented behaviour of CPython's `heapq`
module.  A heap is a plain list kept so that heap[k] <= heap[2*k+1] and
heap[k] <= heap[2*k+2] for every k; heap[0] is the smallest item.  Items are
compared only with `<`.  The sifting follows the same steps as CPython's
(a new item bubbles up from the end; a popped root is refilled by walking the
hole down to a leaf along the smaller children and then bubbling the old last
item up from there), so every operation leaves the list in exactly the order
CPython leaves it.
"""

__all__ = ['heappush', 'heappop', 'heapify', 'heapreplace', 'merge',
           'nlargest', 'nsmallest', 'heappushpop']


def _check_list(heap, fname, several=True):
    if not isinstance(heap, list):
        if several:
            where = "argument 1"
        else:
            where = "argument"
        raise TypeError("%s() %s must be list, not %s"
                        % (fname, where, type(heap).__name__))


# ---------------------------------------------------------------- min-heap

def _bubble_up(heap, top, pos):
    # Move heap[pos] towards the root (but not above index top) while it is
    # smaller than its parent.
    item = heap[pos]
    while pos > top:
        parent = (pos - 1) >> 1
        above = heap[parent]
        if item < above:
            heap[pos] = above
            pos = parent
        else:
            break
    heap[pos] = item


def _sink(heap, pos):
    # Refill the subtree rooted at pos: walk down to a leaf, always moving the
    # smaller child up, then put the original item in the hole at the leaf and
    # bubble it up again.
    end = len(heap)
    top = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        right = child + 1
        if right < end and not heap[child] < heap[right]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _bubble_up(heap, top, pos)


def heappush(heap, item):
    """Push item onto heap, keeping the heap invariant."""
    _check_list(heap, "heappush")
    heap.append(item)
    _bubble_up(heap, 0, len(heap) - 1)


def heappop(heap):
    """Pop and return the smallest item of the heap, keeping the invariant."""
    _check_list(heap, "heappop", False)
    if not heap:
        raise IndexError("index out of range")
    last = heap.pop()
    if not heap:
        return last
    smallest = heap[0]
    heap[0] = last
    _sink(heap, 0)
    return smallest


def heapreplace(heap, item):
    """Pop and return the smallest item, then push item (one operation)."""
    _check_list(heap, "heapreplace")
    if not heap:
        raise IndexError("index out of range")
    smallest = heap[0]
    heap[0] = item
    _sink(heap, 0)
    return smallest


def heappushpop(heap, item):
    """Push item, then pop and return the smallest item (one operation)."""
    _check_list(heap, "heappushpop")
    if heap and heap[0] < item:
        smallest = heap[0]
        heap[0] = item
        _sink(heap, 0)
        return smallest
    return item


def heapify(x):
    """Rearrange the list x into a heap, in place, in linear time."""
    _check_list(x, "heapify", False)
    i = len(x) // 2 - 1
    while i >= 0:
        _sink(x, i)
        i -= 1


# ---------------------------------------------------------------- max-heap
# (private helpers, also used by nsmallest and merge(reverse=True))

def _bubble_up_max(heap, top, pos):
    item = heap[pos]
    while pos > top:
        parent = (pos - 1) >> 1
        above = heap[parent]
        if above < item:
            heap[pos] = above
            pos = parent
        else:
            break
    heap[pos] = item


def _sink_max(heap, pos):
    end = len(heap)
    top = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        right = child + 1
        if right < end and not heap[right] < heap[child]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _bubble_up_max(heap, top, pos)


def _heapify_max(x):
    """Rearrange the list x into a max-heap, in place."""
    _check_list(x, "_heapify_max", False)
    i = len(x) // 2 - 1
    while i >= 0:
        _sink_max(x, i)
        i -= 1


def _heappop_max(heap):
    """Pop and return the largest item of a max-heap."""
    _check_list(heap, "_heappop_max", False)
    if not heap:
        raise IndexError("index out of range")
    last = heap.pop()
    if not heap:
        return last
    largest = heap[0]
    heap[0] = last
    _sink_max(heap, 0)
    return largest


def _heapreplace_max(heap, item):
    """Pop and return the largest item of a max-heap, then push item."""
    _check_list(heap, "_heapreplace_max")
    if not heap:
        raise IndexError("index out of range")
    largest = heap[0]
    heap[0] = item
    _sink_max(heap, 0)
    return largest


# ---------------------------------------------------------------- merge

def merge(*iterables, key=None, reverse=False):
    """Merge sorted inputs into a single sorted iterator (lazily).

    Items that compare equal come out in the order of their inputs.  With
    key, items are ordered by key(item); with reverse=True the inputs must be
    sorted from largest to smallest."""
    # (The generator is a separate function: ember loses an empty *args
    # tuple of a generator function under GC stress.)
    return _merge(iterables, key, reverse)


def _merge(iterables, key, reverse):
    # Each heap entry is [sort value, input number, item, iterator]; the
    # input number is unique, so neither item nor iterator is ever compared.
    entries = []
    if reverse:
        sign = -1
    else:
        sign = 1
    number = 0
    for iterable in iterables:
        it = iter(iterable)
        for item in it:
            if key is None:
                entries.append([item, number * sign, item, it])
            else:
                entries.append([key(item), number * sign, item, it])
            break
        number += 1
    if reverse:
        _heapify_max(entries)
    else:
        heapify(entries)
    while len(entries) > 1:
        entry = entries[0]
        yield entry[2]
        it = entry[3]
        exhausted = True
        for item in it:
            exhausted = False
            break
        if exhausted:
            if reverse:
                _heappop_max(entries)
            else:
                heappop(entries)
        else:
            if key is None:
                entry[0] = item
            else:
                entry[0] = key(item)
            entry[2] = item
            if reverse:
                _sink_max(entries, 0)
            else:
                _sink(entries, 0)
    if entries:
        entry = entries[0]
        yield entry[2]
        for item in entry[3]:
            yield item


# ---------------------------------------------------------------- n best

_MISSING = object()


def nsmallest(n, iterable, key=None):
    """Return a list of the n smallest items of iterable (by key if given).

    Equivalent to sorted(iterable, key=key)[:n]."""
    if n == 1:
        it = iter(iterable)
        if key is None:
            best = min(it, default=_MISSING)
        else:
            best = min(it, default=_MISSING, key=key)
        if best is _MISSING:
            return []
        return [best]
    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        size = -1
    if size >= 0 and n >= size:
        return sorted(iterable, key=key)[:n]
    it = iter(iterable)
    # A max-heap of the n best so far, each entry decorated with its position
    # so that ties keep the earliest items and items themselves are compared
    # only through their keys.
    heap = []
    order = 0
    if order < n:
        for item in it:
            if key is None:
                heap.append((item, order))
            else:
                heap.append((key(item), order, item))
            order += 1
            if order >= n:
                break
    if not heap:
        return heap
    _heapify_max(heap)
    worst = heap[0][0]
    if key is None:
        for item in it:
            if item < worst:
                _heapreplace_max(heap, (item, order))
                worst = heap[0][0]
                order += 1
        heap.sort()
        return [entry[0] for entry in heap]
    for item in it:
        k = key(item)
        if k < worst:
            _heapreplace_max(heap, (k, order, item))
            worst = heap[0][0]
            order += 1
    heap.sort()
    return [entry[2] for entry in heap]


def nlargest(n, iterable, key=None):
    """Return a list of the n largest items of iterable (by key if given).

    Equivalent to sorted(iterable, key=key, reverse=True)[:n]."""
    if n == 1:
        it = iter(iterable)
        if key is None:
            best = max(it, default=_MISSING)
        else:
            best = max(it, default=_MISSING, key=key)
        if best is _MISSING:
            return []
        return [best]
    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        size = -1
    if size >= 0 and n >= size:
        return sorted(iterable, key=key, reverse=True)[:n]
    it = iter(iterable)
    # A min-heap of the n best so far; positions are negated so that, among
    # equal items, the earliest ones rank highest.
    heap = []
    order = 0
    if order < n:
        for item in it:
            if key is None:
                heap.append((item, order))
            else:
                heap.append((key(item), order, item))
            order -= 1
            if -order >= n:
                break
    if not heap:
        return heap
    heapify(heap)
    worst = heap[0][0]
    if key is None:
        for item in it:
            if worst < item:
                heapreplace(heap, (item, order))
                worst = heap[0][0]
                order -= 1
        heap.sort(reverse=True)
        return [entry[0] for entry in heap]
    for item in it:
        k = key(item)
        if worst < k:
            heapreplace(heap, (k, order, item))
            worst = heap[0][0]
            order -= 1
    heap.sort(reverse=True)
    return [entry[2] for entry in heap]
