"""Typed arrays of numbers: ember's own implementation of the documented behaviour of
CPython's `array.array` (items checked against their C type's range with CPython's
messages; bytes in the machine's order through `struct`).
"""

import struct as _struct

__all__ = ["array", "typecodes", "ArrayType"]

typecodes = "bBuhHiIlLqQfd"

# typecode: (item size, struct code, signed, integer)
_TYPES = {
    "b": (1, "b", True, True), "B": (1, "B", False, True), "h": (2, "h", True, True),
    "H": (2, "H", False, True), "i": (4, "i", True, True), "I": (4, "I", False, True),
    "l": (8, "q", True, True), "L": (8, "Q", False, True), "q": (8, "q", True, True),
    "Q": (8, "Q", False, True), "f": (4, "f", True, False), "d": (8, "d", True, False),
}
_LONG_MIN, _LONG_MAX = -(1 << 63), (1 << 63) - 1
_ULONG_MAX = (1 << 64) - 1


def _range_error(typecode, v):
    """The OverflowError message CPython gives for int `v` out of `typecode`'s range,
    or None when it fits."""
    if typecode in "qQ":
        if typecode == "Q" and v < 0:
            return "can't convert negative int to unsigned"
        if not (_LONG_MIN if typecode == "q" else 0) <= v <= (_LONG_MAX if typecode == "q" else _ULONG_MAX):
            return "int too big to convert"
        return None
    if typecode in "IL":
        if v < 0:
            return "can't convert negative value to unsigned int"
        if v > _ULONG_MAX:
            return "Python int too large to convert to C unsigned long"
        if typecode == "I" and v > 0xFFFFFFFF:
            return "unsigned int is greater than maximum"
        return None
    if not _LONG_MIN <= v <= _LONG_MAX:
        return "Python int too large to convert to C long"
    limits = {
        "b": [(-32768, 32767, "signed short integer"), (-128, 127, "signed char")],
        "B": [(0, 255, "unsigned byte integer")],
        "h": [(-32768, 32767, "signed short integer")],
        "H": [(0, 65535, "unsigned short")],
        "i": [(-(1 << 31), (1 << 31) - 1, "signed integer")],
        "l": [],
    }[typecode]
    for lo, hi, what in limits:
        if v < lo:
            return what + " is less than minimum"
        if v > hi:
            return what + " is greater than maximum"
    return None


class array:
    """array(typecode[, initializer]): a sequence of numbers of one C type."""

    def __init__(self, typecode, initializer=None):
        if not isinstance(typecode, str) or len(typecode) != 1:
            raise TypeError("array() argument 1 must be a unicode character, not %s" % type(typecode).__name__)
        if typecode == "u":
            raise NotImplementedError("array('u') is not supported by ember yet")
        if typecode not in _TYPES:
            raise ValueError("bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)")
        self.typecode = typecode
        self.itemsize = _TYPES[typecode][0]
        self._items = []
        if initializer is None:
            return
        if isinstance(initializer, (bytes, bytearray)):
            self.frombytes(initializer)
        elif isinstance(initializer, str):
            raise TypeError("cannot use a str to initialize an array with typecode '%s'" % typecode)
        else:
            self.extend(initializer)

    def _check(self, v):
        if _TYPES[self.typecode][3]:
            if not isinstance(v, int):
                try:
                    v = v.__index__()
                except AttributeError:
                    raise TypeError("'%s' object cannot be interpreted as an integer" % type(v).__name__) from None
            message = _range_error(self.typecode, v)
            if message is not None:
                raise OverflowError(message)
            return int(v)
        if not isinstance(v, (int, float)):
            raise TypeError("must be real number, not %s" % type(v).__name__)
        v = float(v)
        if self.typecode == "f":
            v = _struct.unpack("f", _struct.pack("f", v))[0]
        return v

    def _same(self, other):
        if not isinstance(other, array):
            raise TypeError("can only extend with array (not \"%s\")" % type(other).__name__)
        if other.typecode != self.typecode:
            raise TypeError("can only extend with array of same kind")

    # ---- the sequence ----

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return iter(self._items)

    def __getitem__(self, i):
        if isinstance(i, slice):
            a = array(self.typecode)
            a._items = self._items[i]
            return a
        try:
            return self._items[i]
        except IndexError:
            raise IndexError("array index out of range") from None

    def __setitem__(self, i, v):
        if isinstance(i, slice):
            self._same(v)
            self._items[i] = v._items
            return
        try:
            self._items[i] = self._check(v)
        except IndexError:
            raise IndexError("array assignment index out of range") from None

    def __delitem__(self, i):
        try:
            del self._items[i]
        except IndexError:
            raise IndexError("array assignment index out of range") from None

    def __contains__(self, v):
        return v in self._items

    def __eq__(self, other):
        return isinstance(other, array) and self._items == other._items

    def __ne__(self, other):
        return not self == other

    def __lt__(self, other):
        return self._items < other._items

    def __le__(self, other):
        return self._items <= other._items

    def __gt__(self, other):
        return self._items > other._items

    def __ge__(self, other):
        return self._items >= other._items

    __hash__ = None

    def __add__(self, other):
        self._same_for_concat(other)
        a = array(self.typecode)
        a._items = self._items + other._items
        return a

    def _same_for_concat(self, other):
        if not isinstance(other, array):
            raise TypeError("can only append array (not \"%s\") to array" % type(other).__name__)
        if other.typecode != self.typecode:
            raise TypeError("bad argument type for built-in operation")

    def __iadd__(self, other):
        self._same_for_concat(other)
        self._items += other._items
        return self

    def __mul__(self, n):
        a = array(self.typecode)
        a._items = self._items * n
        return a

    __rmul__ = __mul__

    def __imul__(self, n):
        self._items *= n
        return self

    def __repr__(self):
        if not self._items:
            return "array('%s')" % self.typecode
        return "array('%s', %r)" % (self.typecode, self._items)

    def __copy__(self):
        return self[:]

    def __deepcopy__(self, memo):
        return self[:]

    # ---- the methods ----

    def append(self, v):
        self._items.append(self._check(v))

    def extend(self, iterable):
        if isinstance(iterable, array):
            self._same(iterable)
            self._items.extend(iterable._items)
            return
        for v in iterable:
            self._items.append(self._check(v))

    def insert(self, i, v):
        self._items.insert(i, self._check(v))

    def pop(self, i=-1):
        if not self._items:
            raise IndexError("pop from empty array")
        try:
            return self._items.pop(i)
        except IndexError:
            raise IndexError("pop index out of range") from None

    def remove(self, v):
        try:
            self._items.remove(v)
        except ValueError:
            raise ValueError("array.remove(x): x not in array") from None

    def index(self, v, start=0, stop=None):
        try:
            return self._items.index(v, start, len(self._items) if stop is None else stop)
        except ValueError:
            raise ValueError("array.index(x): x not in array") from None

    def count(self, v):
        return self._items.count(v)

    def reverse(self):
        self._items.reverse()

    def tolist(self):
        return list(self._items)

    def fromlist(self, items):
        if not isinstance(items, list):
            raise TypeError("arg must be list")
        checked = [self._check(v) for v in items]
        self._items.extend(checked)

    def tobytes(self):
        code = _TYPES[self.typecode][1]
        return _struct.pack("<%d%s" % (len(self._items), code), *self._items)

    def frombytes(self, data):
        data = bytes(data)
        if len(data) % self.itemsize:
            raise ValueError("bytes length not a multiple of item size")
        code = _TYPES[self.typecode][1]
        self._items.extend(_struct.unpack("<%d%s" % (len(data) // self.itemsize, code), data))

    def byteswap(self):
        code = _TYPES[self.typecode][1]
        raw = self.tobytes()
        size = self.itemsize
        swapped = b"".join(raw[i:i + size][::-1] for i in range(0, len(raw), size))
        self._items = list(_struct.unpack("<%d%s" % (len(self._items), code), swapped))

    def buffer_info(self):
        raise NotImplementedError("array.buffer_info() is not supported by ember yet")


ArrayType = array
