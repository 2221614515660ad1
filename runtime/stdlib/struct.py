"""Packing values into bytes and back: ember's own implementation of the documented
behaviour of CPython's `struct` (format strings with a byte order, sizes and
alignment as on x86-64 and aarch64 Linux; `struct.error` with CPython's messages).
The IEEE 754 conversions of `e`, `f` and `d` are Rust (`_struct`).
"""

import _struct

__all__ = ["calcsize", "pack", "pack_into", "unpack", "unpack_from", "iter_unpack", "Struct", "error"]


class error(Exception):
    pass


# code: (standard size, native size, signed) for the integer codes.
_INTS = {
    "b": (1, 1, True), "B": (1, 1, False), "h": (2, 2, True), "H": (2, 2, False),
    "i": (4, 4, True), "I": (4, 4, False), "l": (4, 8, True), "L": (4, 8, False),
    "q": (8, 8, True), "Q": (8, 8, False), "n": (None, 8, True), "N": (None, 8, False),
    "P": (None, 8, False),
}
_FLOATS = {"e": 2, "f": 4, "d": 8}


def _parse(fmt):
    """The byte order (little, native alignment) and the items (code, count, size)."""
    if isinstance(fmt, bytes):
        fmt = fmt.decode("ascii")
    if not isinstance(fmt, str):
        raise TypeError("Struct() argument 1 must be a str or bytes object, not %s" % type(fmt).__name__)
    native = True
    little = True
    i = 0
    if fmt[:1] in ("@", "=", "<", ">", "!"):
        order = fmt[0]
        native = order == "@"
        little = order in "@=<"
        i = 1
    items = []
    n = len(fmt)
    while i < n:
        c = fmt[i]
        if c.isspace():
            i += 1
            continue
        count = None
        while i < n and fmt[i].isdigit():
            count = (count or 0) * 10 + int(fmt[i])
            i += 1
        if i >= n:
            raise error("repeat count given without format specifier")
        c = fmt[i]
        i += 1
        if count is None:
            count = 1
        if c in _INTS:
            standard, native_size, signed = _INTS[c]
            if not native and standard is None:
                raise error("bad char in struct format")
            size = native_size if native else standard
        elif c in _FLOATS:
            size = _FLOATS[c]
        elif c in "xcs?p":
            size = 1
        else:
            raise error("bad char in struct format")
        items.append((c, count, size))
    return little, native, items


def _layout(little, native, items):
    """The offsets of the items' fields and the total size."""
    fields = []
    offset = 0
    for c, count, size in items:
        if native and c not in "xcsp?" and size > 1:
            offset = (offset + size - 1) // size * size
        if c in "sp":
            fields.append((c, count, offset, count))
            offset += count
        elif c == "x":
            offset += count
        else:
            for _ in range(count):
                fields.append((c, 1, offset, size))
                offset += size
    return fields, offset


class Struct:
    """A compiled format string."""

    def __init__(self, format):
        little, native, items = _parse(format)
        self.format = format if isinstance(format, str) else format.decode("ascii")
        self._little = little
        self._fields, self.size = _layout(little, native, items)

    def pack(self, *values):
        if len(values) != len(self._fields):
            raise error("pack expected %d items for packing (got %d)" % (len(self._fields), len(values)))
        out = bytearray(self.size)
        for (c, count, offset, size), v in zip(self._fields, values):
            out[offset:offset + size] = self._pack_one(c, count, size, v)
        return bytes(out)

    def _pack_one(self, c, count, size, v):
        order = "little" if self._little else "big"
        if c in _INTS:
            signed = _INTS[c][2]
            if not isinstance(v, int):
                try:
                    v = v.__index__()
                except AttributeError:
                    raise error("required argument is not an integer") from None
            lo = -(1 << (size * 8 - 1)) if signed else 0
            hi = (1 << (size * 8 - 1)) - 1 if signed else (1 << (size * 8)) - 1
            if not lo <= v <= hi:
                if c in "bBhH":
                    if signed:
                        raise error("%s format requires %d <= number <= %d" % ("byte" if c == "b" else "short", lo, hi))
                    raise error("%s format requires 0 <= number <= %d" % ("ubyte" if c == "B" else "ushort", hi))
                if signed and size == 4:
                    raise error("'%s' format requires %d <= number <= %d" % (c, lo, hi))
                raise error("argument out of range")
            return v.to_bytes(size, order, signed=signed)
        if c in _FLOATS:
            if not isinstance(v, (int, float)):
                try:
                    v = v.__float__()
                except AttributeError:
                    raise error("required argument is not a float") from None
            try:
                return _struct.pack_float(float(v), size, self._little)
            except OverflowError as e:
                raise OverflowError(str(e)) from None
        if c == "?":
            return b"\x01" if v else b"\x00"
        if c == "c":
            if not isinstance(v, (bytes, bytearray)) or len(v) != 1:
                raise error("char format requires a bytes object of length 1")
            return bytes(v)
        if c == "s":
            if not isinstance(v, (bytes, bytearray)):
                raise error("argument for 's' must be a bytes object")
            return bytes(v[:count]) + bytes(max(0, count - len(v)))
        if c == "p":
            if not isinstance(v, (bytes, bytearray)):
                raise error("argument for 'p' must be a bytes object")
            body = bytes(v[:max(0, count - 1)])
            return bytes([min(len(body), 255)]) + body + bytes(max(0, count - 1 - len(body)))
        raise error("bad char in struct format")

    def unpack(self, buffer):
        data = bytes(buffer)
        if len(data) != self.size:
            raise error("unpack requires a buffer of %d bytes" % self.size)
        return self._unpack_at(data, 0)

    def _unpack_at(self, data, start):
        order = "little" if self._little else "big"
        out = []
        for c, count, offset, size in self._fields:
            chunk = data[start + offset:start + offset + size]
            if c in _INTS:
                out.append(int.from_bytes(chunk, order, signed=_INTS[c][2]))
            elif c in _FLOATS:
                out.append(_struct.unpack_float(chunk, self._little))
            elif c == "?":
                out.append(chunk != bytes(len(chunk)))
            elif c in "cs":
                out.append(chunk)
            elif c == "p":
                out.append(chunk[1:1 + min(chunk[0], size - 1)] if chunk else b"")
        return tuple(out)

    def unpack_from(self, buffer, offset=0):
        data = bytes(buffer)
        if offset < 0:
            offset += len(data)
        if offset < 0 or len(data) - offset < self.size:
            raise error("unpack_from requires a buffer of at least %d bytes for unpacking %d bytes at offset %d "
                        "(actual buffer size is %d)" % (self.size + offset, self.size, offset, len(data)))
        return self._unpack_at(data, offset)

    def pack_into(self, buffer, offset, *values):
        packed = self.pack(*values)
        if offset < 0:
            offset += len(buffer)
        if len(buffer) - offset < self.size:
            raise error("pack_into requires a buffer of at least %d bytes for packing %d bytes at offset %d "
                        "(actual buffer size is %d)" % (self.size + offset, self.size, offset, len(buffer)))
        buffer[offset:offset + self.size] = packed

    def iter_unpack(self, buffer):
        data = bytes(buffer)
        if self.size == 0:
            raise error("cannot iteratively unpack with a struct of length 0")
        if len(data) % self.size:
            raise error("iterative unpacking requires a buffer of a multiple of %d bytes" % self.size)
        return iter([self._unpack_at(data, i) for i in range(0, len(data), self.size)])


_cache = {}


def _compiled(fmt):
    s = _cache.get(fmt)
    if s is None:
        s = Struct(fmt)
        _cache[fmt] = s
    return s


def calcsize(fmt):
    return _compiled(fmt).size


def pack(fmt, *values):
    return _compiled(fmt).pack(*values)


def pack_into(fmt, buffer, offset, *values):
    return _compiled(fmt).pack_into(buffer, offset, *values)


def unpack(fmt, buffer):
    return _compiled(fmt).unpack(buffer)


def unpack_from(fmt, buffer, offset=0):
    return _compiled(fmt).unpack_from(buffer, offset)


def iter_unpack(fmt, buffer):
    return _compiled(fmt).iter_unpack(buffer)
