"""JSON encoding and decoding: ember's own implementation of the documented
behaviour of CPython's `json` (`dumps`, `dump`, `loads`, `load`, `JSONDecodeError`),
with CPython's formatting of floats and escapes and its error messages.
"""

__all__ = ["dump", "dumps", "load", "loads", "JSONDecodeError", "JSONEncoder", "JSONDecoder"]


class JSONDecodeError(ValueError):
    """A document that is not valid JSON: `msg`, `doc`, `pos`, `lineno`, `colno`."""

    def __init__(self, msg, doc, pos):
        lineno = doc.count("\n", 0, pos) + 1
        colno = pos - doc.rfind("\n", 0, pos)
        ValueError.__init__(self, "%s: line %d column %d (char %d)" % (msg, lineno, colno, pos))
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno


# ---- encoding ----

_SHORT_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}


def _encode_str(s, ensure_ascii):
    out = ['"']
    for c in s:
        short = _SHORT_ESCAPES.get(c)
        if short is not None:
            out.append(short)
            continue
        n = ord(c)
        if n < 0x20 or (ensure_ascii and n > 0x7E):
            if n > 0xFFFF:
                n -= 0x10000
                out.append("\\u%04x\\u%04x" % (0xD800 | (n >> 10), 0xDC00 | (n & 0x3FF)))
            else:
                out.append("\\u%04x" % n)
        else:
            out.append(c)
    out.append('"')
    return "".join(out)


class JSONEncoder:
    """Encodes Python values as JSON text."""

    item_separator = ", "
    key_separator = ": "

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
                 sort_keys=False, indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        if indent is not None and not isinstance(indent, str):
            indent = " " * indent
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ","
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError("Object of type %s is not JSON serializable" % type(o).__name__)

    def encode(self, o):
        chunks = []
        self._encode(o, chunks, 0, {} if self.check_circular else None)
        return "".join(chunks)

    def iterencode(self, o, _one_shot=False):
        return iter([self.encode(o)])

    def _float(self, f):
        if f != f:
            text = "NaN"
        elif f == float("inf"):
            text = "Infinity"
        elif f == -float("inf"):
            text = "-Infinity"
        else:
            return float.__repr__(f)
        if not self.allow_nan:
            raise ValueError("Out of range float values are not JSON compliant")
        return text

    def _key(self, key):
        if isinstance(key, str):
            return key
        if isinstance(key, float):
            return self._float(key)
        if key is True:
            return "true"
        if key is False:
            return "false"
        if key is None:
            return "null"
        if isinstance(key, int):
            return int.__repr__(key)
        if self.skipkeys:
            return None
        raise TypeError("keys must be str, int, float, bool or None, not %s" % type(key).__name__)

    def _encode(self, o, chunks, level, markers):
        if isinstance(o, str):
            chunks.append(_encode_str(o, self.ensure_ascii))
        elif o is None:
            chunks.append("null")
        elif o is True:
            chunks.append("true")
        elif o is False:
            chunks.append("false")
        elif isinstance(o, int):
            chunks.append(int.__repr__(o))
        elif isinstance(o, float):
            chunks.append(self._float(o))
        elif isinstance(o, (list, tuple)):
            self._encode_list(o, chunks, level, markers)
        elif isinstance(o, dict):
            self._encode_dict(o, chunks, level, markers)
        else:
            if markers is not None:
                key = id(o)
                if key in markers:
                    raise ValueError("Circular reference detected")
                markers[key] = o
            self._encode(self.default(o), chunks, level, markers)
            if markers is not None:
                del markers[key]

    def _enter(self, o, markers):
        if markers is not None:
            if id(o) in markers:
                raise ValueError("Circular reference detected")
            markers[id(o)] = o

    def _newline(self, level):
        return "\n" + self.indent * level

    def _encode_list(self, o, chunks, level, markers):
        if not o:
            chunks.append("[]")
            return
        self._enter(o, markers)
        chunks.append("[")
        inner = level + 1
        separator = self.item_separator
        if self.indent is not None:
            separator += self._newline(inner)
            chunks.append(self._newline(inner))
        first = True
        for item in o:
            if not first:
                chunks.append(separator)
            first = False
            self._encode(item, chunks, inner, markers)
        if self.indent is not None:
            chunks.append(self._newline(level))
        chunks.append("]")
        if markers is not None:
            del markers[id(o)]

    def _encode_dict(self, o, chunks, level, markers):
        if not o:
            chunks.append("{}")
            return
        self._enter(o, markers)
        chunks.append("{")
        inner = level + 1
        separator = self.item_separator
        if self.indent is not None:
            separator += self._newline(inner)
            chunks.append(self._newline(inner))
        items = sorted(o.items()) if self.sort_keys else o.items()
        first = True
        for key, value in items:
            key = self._key(key)
            if key is None:
                continue
            if not first:
                chunks.append(separator)
            first = False
            chunks.append(_encode_str(key, self.ensure_ascii))
            chunks.append(self.key_separator)
            self._encode(value, chunks, inner, markers)
        if self.indent is not None:
            chunks.append(self._newline(level))
        chunks.append("}")
        if markers is not None:
            del markers[id(o)]


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, cls=None,
          indent=None, separators=None, default=None, sort_keys=False, **kw):
    """`obj` as JSON text."""
    encoder = (cls or JSONEncoder)(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular,
                                   allow_nan=allow_nan, indent=indent, separators=separators, default=default,
                                   sort_keys=sort_keys, **kw)
    return encoder.encode(obj)


def dump(obj, fp, **kw):
    """Writes `obj` as JSON text to the file `fp`."""
    fp.write(dumps(obj, **kw))


# ---- decoding ----

_WHITESPACE = " \t\n\r"
_ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}
_NUMBER_START = "-0123456789"


class JSONDecoder:
    """Decodes JSON text into Python values."""

    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None, parse_constant=None,
                 strict=True, object_pairs_hook=None):
        self.object_hook = object_hook
        self.object_pairs_hook = object_pairs_hook
        self.parse_float = parse_float or float
        self.parse_int = parse_int or int
        self.parse_constant = parse_constant
        self.strict = strict

    def decode(self, s):
        value, end = self.raw_decode(s, _skip(s, 0))
        end = _skip(s, end)
        if end != len(s):
            raise JSONDecodeError("Extra data", s, end)
        return value

    def raw_decode(self, s, idx=0):
        return self._value(s, idx)

    def _constant(self, name, value):
        return self.parse_constant(name) if self.parse_constant is not None else value

    def _value(self, s, i):
        if i >= len(s):
            raise JSONDecodeError("Expecting value", s, i)
        c = s[i]
        if c == '"':
            return self._string(s, i + 1)
        if c == "{":
            return self._object(s, i + 1)
        if c == "[":
            return self._array(s, i + 1)
        if c == "n" and s.startswith("null", i):
            return None, i + 4
        if c == "t" and s.startswith("true", i):
            return True, i + 4
        if c == "f" and s.startswith("false", i):
            return False, i + 5
        if c == "N" and s.startswith("NaN", i):
            return self._constant("NaN", float("nan")), i + 3
        if c == "I" and s.startswith("Infinity", i):
            return self._constant("Infinity", float("inf")), i + 8
        if c == "-" and s.startswith("-Infinity", i):
            return self._constant("-Infinity", -float("inf")), i + 9
        if c in _NUMBER_START:
            return self._number(s, i)
        raise JSONDecodeError("Expecting value", s, i)

    def _number(self, s, i):
        start = i
        n = len(s)
        if s[i] == "-":
            i += 1
        if i < n and s[i] == "0":
            i += 1
        elif i < n and "1" <= s[i] <= "9":
            while i < n and "0" <= s[i] <= "9":
                i += 1
        else:
            raise JSONDecodeError("Expecting value", s, start)
        is_float = False
        if i + 1 < n and s[i] == "." and "0" <= s[i + 1] <= "9":
            is_float = True
            i += 2
            while i < n and "0" <= s[i] <= "9":
                i += 1
        if i < n and s[i] in "eE":
            j = i + 1
            if j < n and s[j] in "+-":
                j += 1
            if j < n and "0" <= s[j] <= "9":
                is_float = True
                i = j
                while i < n and "0" <= s[i] <= "9":
                    i += 1
        text = s[start:i]
        return (self.parse_float(text) if is_float else self.parse_int(text)), i

    def _string(self, s, i):
        start = i - 1
        chunks = []
        n = len(s)
        while True:
            j = i
            while j < n and s[j] != '"' and s[j] != "\\" and (s[j] >= " " or not self.strict):
                j += 1
            chunks.append(s[i:j])
            if j >= n:
                raise JSONDecodeError("Unterminated string starting at", s, start)
            c = s[j]
            if c == '"':
                return "".join(chunks), j + 1
            if c != "\\":
                raise JSONDecodeError("Invalid control character at", s, j)
            if j + 1 >= n:
                raise JSONDecodeError("Unterminated string starting at", s, start)
            e = s[j + 1]
            if e != "u":
                if e not in _ESCAPES:
                    raise JSONDecodeError("Invalid \\escape", s, j)
                chunks.append(_ESCAPES[e])
                i = j + 2
                continue
            code = self._hex4(s, j + 2, j)
            i = j + 6
            if 0xD800 <= code <= 0xDBFF and s.startswith("\\u", i):
                low = self._hex4(s, i + 2, i)
                if 0xDC00 <= low <= 0xDFFF:
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
            chunks.append(chr(code))

    def _hex4(self, s, i, escape_at):
        digits = s[i:i + 4]
        if len(digits) == 4 and all(d in "0123456789abcdefABCDEF" for d in digits):
            return int(digits, 16)
        raise JSONDecodeError("Invalid \\uXXXX escape", s, escape_at + 1)

    def _object(self, s, i):
        pairs = []
        i = _skip(s, i)
        if i < len(s) and s[i] == "}":
            return self._finish_object(pairs), i + 1
        while True:
            if i >= len(s) or s[i] != '"':
                raise JSONDecodeError("Expecting property name enclosed in double quotes", s, i)
            key, i = self._string(s, i + 1)
            i = _skip(s, i)
            if i >= len(s) or s[i] != ":":
                raise JSONDecodeError("Expecting ':' delimiter", s, i)
            i = _skip(s, i + 1)
            value, i = self._value(s, i)
            pairs.append((key, value))
            i = _skip(s, i)
            if i < len(s) and s[i] == "}":
                return self._finish_object(pairs), i + 1
            if i >= len(s) or s[i] != ",":
                raise JSONDecodeError("Expecting ',' delimiter", s, i)
            i = _skip(s, i + 1)

    def _finish_object(self, pairs):
        if self.object_pairs_hook is not None:
            return self.object_pairs_hook(pairs)
        d = dict(pairs)
        if self.object_hook is not None:
            return self.object_hook(d)
        return d

    def _array(self, s, i):
        values = []
        i = _skip(s, i)
        if i < len(s) and s[i] == "]":
            return values, i + 1
        while True:
            value, i = self._value(s, i)
            values.append(value)
            i = _skip(s, i)
            if i < len(s) and s[i] == "]":
                return values, i + 1
            if i >= len(s) or s[i] != ",":
                raise JSONDecodeError("Expecting ',' delimiter", s, i)
            i = _skip(s, i + 1)


def _skip(s, i):
    n = len(s)
    while i < n and s[i] in _WHITESPACE:
        i += 1
    return i


def loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None, parse_constant=None,
          object_pairs_hook=None, **kw):
    """The Python value of the JSON text `s`."""
    if isinstance(s, (bytes, bytearray)):
        s = s.decode("utf-8")
    elif not isinstance(s, str):
        raise TypeError("the JSON object must be str, bytes or bytearray, not %s" % type(s).__name__)
    if s.startswith("\ufeff"):
        raise JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", s, 0)
    decoder = (cls or JSONDecoder)(object_hook=object_hook, parse_float=parse_float, parse_int=parse_int,
                                   parse_constant=parse_constant, object_pairs_hook=object_pairs_hook, **kw)
    return decoder.decode(s)


def load(fp, **kw):
    """The Python value of the JSON text read from the file `fp`."""
    return loads(fp.read(), **kw)
