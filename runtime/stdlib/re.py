"""ember's re: Pattern and Match objects over the engine in _sre (Rust), which
parses Python's pattern syntax, runs it on fancy-regex and answers spans."""

import _sre

_MAXSIZE = 9223372036854775807
_MAXCACHE = 512

TEMPLATE = T = 1
IGNORECASE = I = 2
LOCALE = L = 4
MULTILINE = M = 8
DOTALL = S = 16
UNICODE = U = 32
VERBOSE = X = 64
DEBUG = 128
ASCII = A = 256
NOFLAG = 0

# The flags in the order RegexFlag defines them (its repr's order); Pattern's repr
# names them in bit order.
_FLAG_NAMES = (
    (256, "ASCII"), (2, "IGNORECASE"), (4, "LOCALE"), (32, "UNICODE"), (8, "MULTILINE"),
    (16, "DOTALL"), (64, "VERBOSE"), (1, "TEMPLATE"), (128, "DEBUG"),
)


def _flag_text(value, bit_order=False):
    names = []
    for bit, name in sorted(_FLAG_NAMES) if bit_order else _FLAG_NAMES:
        if value & bit:
            names.append("re." + name)
            value &= ~bit
    if value:
        names.append(hex(value))
    return "|".join(names)


class RegexFlag(int):
    """The flags as CPython's enum shows them: re.IGNORECASE|re.MULTILINE."""

    def __repr__(self):
        return _flag_text(int(self)) if int(self) else "re.NOFLAG"

    __str__ = __repr__

    def __format__(self, spec):
        return format(repr(self), spec)

    @property
    def name(self):
        if not int(self):
            return "NOFLAG"
        names = [n for bit, n in _FLAG_NAMES if int(self) & bit]
        return "|".join(names) if names else None

    @property
    def value(self):
        return int(self)

    def __iter__(self):
        return iter([RegexFlag(bit) for bit, _ in sorted(_FLAG_NAMES) if int(self) & bit])

    def __contains__(self, other):
        return int(other) & int(self) == int(other)

    def __or__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) | int(other))
        return NotImplemented

    __ror__ = __or__

    def __and__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) & int(other))
        return NotImplemented

    __rand__ = __and__

    def __xor__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) ^ int(other))
        return NotImplemented

    __rxor__ = __xor__

    def __invert__(self):
        return RegexFlag(~int(self) & 511)


TEMPLATE = T = RegexFlag(TEMPLATE)
IGNORECASE = I = RegexFlag(IGNORECASE)
LOCALE = L = RegexFlag(LOCALE)
MULTILINE = M = RegexFlag(MULTILINE)
DOTALL = S = RegexFlag(DOTALL)
UNICODE = U = RegexFlag(UNICODE)
VERBOSE = X = RegexFlag(VERBOSE)
DEBUG = RegexFlag(DEBUG)
ASCII = A = RegexFlag(ASCII)
NOFLAG = RegexFlag(NOFLAG)


class error(Exception):
    """A pattern or replacement template that is not valid."""

    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        if pattern is not None and pos is not None:
            msg = "%s at position %d" % (msg, pos)
            newline = "\n" if isinstance(pattern, str) else b"\n"
            self.lineno = pattern.count(newline, 0, pos) + 1
            self.colno = pos - pattern.rfind(newline, 0, pos)
            if newline in pattern:
                msg = "%s (line %d, column %d)" % (msg, self.lineno, self.colno)
        else:
            self.lineno = self.colno = None
        super().__init__(msg)


PatternError = error

_BYTES_TYPES = (bytes, bytearray)


def _text_of(string, is_bytes):
    """`string` as the engine takes it, after CPython's type checks."""
    if isinstance(string, str):
        if is_bytes:
            raise TypeError("cannot use a bytes pattern on a string-like object")
        if type(string) is not str:
            return string[0:len(string)]
        return string
    if isinstance(string, _BYTES_TYPES):
        if not is_bytes:
            raise TypeError("cannot use a string pattern on a bytes-like object")
        if type(string) is not bytes:
            # Groups of a bytearray are bytes, as CPython's are.
            return bytes(string)
        return string
    raise TypeError("expected string or bytes-like object, got %r" % type(string).__name__)


class Pattern:
    """A compiled regular expression."""

    def __init__(self, pattern, flags):
        self.pattern = pattern
        is_bytes = not isinstance(pattern, str)
        self._bytes = is_bytes
        if is_bytes:
            if flags & UNICODE:
                raise ValueError("cannot use UNICODE flag with a bytes pattern")
            if flags & LOCALE and flags & ASCII:
                raise ValueError("ASCII and LOCALE flags are incompatible")
            if flags & LOCALE:
                raise NotImplementedError("re: the LOCALE flag")
        else:
            if flags & LOCALE:
                raise ValueError("cannot use LOCALE flag with a str pattern")
            if flags & ASCII and flags & UNICODE:
                raise ValueError("ASCII and UNICODE flags are incompatible")
        compiled = _sre.compile(pattern, int(flags))
        if compiled[0] is None:
            raise error(compiled[1], pattern, compiled[2])
        self._id, self.groups, names, flags, close_order = compiled
        if not is_bytes and not flags & 256:
            flags |= 32
        if not is_bytes and flags & 256 and flags & 32:
            raise ValueError("ASCII and UNICODE flags are incompatible")
        self.flags = flags
        self.groupindex = dict(names)
        self._names = {index: name for name, index in names}
        rank = [0] * (self.groups + 1)
        for i, group in enumerate(close_order):
            rank[group] = i
        self._close_rank = rank

    # match, fullmatch and search each make one call into the engine: these are the
    # calls programs make in their loops.
    def match(self, string, pos=0, endpos=_MAXSIZE):
        text = string if type(string) is str and not self._bytes else _text_of(string, self._bytes)
        spans = _sre.search(self._id, text, pos, endpos, 1)
        if spans is None:
            return None
        return Match(self, string, text, pos, endpos, spans)

    def fullmatch(self, string, pos=0, endpos=_MAXSIZE):
        text = string if type(string) is str and not self._bytes else _text_of(string, self._bytes)
        spans = _sre.search(self._id, text, pos, endpos, 2)
        if spans is None:
            return None
        return Match(self, string, text, pos, endpos, spans)

    def search(self, string, pos=0, endpos=_MAXSIZE):
        text = string if type(string) is str and not self._bytes else _text_of(string, self._bytes)
        spans = _sre.search(self._id, text, pos, endpos, 0)
        if spans is None:
            return None
        return Match(self, string, text, pos, endpos, spans)

    def _scan(self, text, pos, endpos, limit):
        return _sre.scan(self._id, text, pos, endpos, limit)

    def finditer(self, string, pos=0, endpos=_MAXSIZE):
        text = _text_of(string, self._bytes)
        return iter([Match(self, string, text, pos, endpos, spans)
                     for spans in self._scan(text, pos, endpos, 0)])

    def findall(self, string, pos=0, endpos=_MAXSIZE):
        return _sre.findall(self._id, _text_of(string, self._bytes), pos, endpos)

    def split(self, string, maxsplit=0):
        text = _text_of(string, self._bytes)
        if maxsplit < 0:
            return [text[0:len(text)]]
        parts = []
        last = 0
        for spans in self._scan(text, 0, _MAXSIZE, maxsplit):
            parts.append(text[last:spans[0]])
            for g in range(1, self.groups + 1):
                start = spans[2 * g]
                parts.append(None if start < 0 else text[start:spans[2 * g + 1]])
            last = spans[1]
        parts.append(text[last:])
        return parts

    def subn(self, repl, string, count=0):
        text = _text_of(string, self._bytes)
        expand = literal = None
        if not callable(repl):
            pieces = _template(self, repl)
            if len(pieces) == 1 and not isinstance(pieces[0], int):
                literal = pieces[0]
            else:
                expand = pieces
        if count < 0:
            return (text[0:len(text)], 0)
        out = []
        last = 0
        n = 0
        for spans in self._scan(text, 0, _MAXSIZE, count):
            out.append(text[last:spans[0]])
            if expand is not None:
                out.append(_expand(expand, text, spans))
            elif literal is not None:
                out.append(literal)
            else:
                piece = repl(Match(self, string, text, 0, _MAXSIZE, spans))
                if piece is not None:
                    out.append(piece)
            last = spans[1]
            n += 1
        out.append(text[last:])
        return (text[0:0].join(out), n)

    def sub(self, repl, string, count=0):
        return self.subn(repl, string, count)[0]

    def __repr__(self):
        flags = self.flags
        if not self._bytes and flags & (LOCALE | UNICODE | ASCII) == UNICODE:
            flags &= ~UNICODE
        text = repr(self.pattern)[:200]
        if flags:
            return "re.compile(%s, %s)" % (text, _flag_text(flags, True))
        return "re.compile(%s)" % text

    def __eq__(self, other):
        if not isinstance(other, Pattern):
            return NotImplemented
        return self.pattern == other.pattern and self.flags == other.flags

    def __hash__(self):
        return hash((self.pattern, self.flags))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __class_getitem__(cls, item):
        return cls


Pattern.__module__ = "re"


def _template(pattern, repl):
    """`repl` parsed: a list of literal pieces and group numbers."""
    is_bytes = pattern._bytes
    if is_bytes:
        if isinstance(repl, str) or not isinstance(repl, _BYTES_TYPES):
            raise TypeError("expected a bytes-like object, %s found" % type(repl).__name__)
        text = repl.decode("latin-1")
    else:
        if not isinstance(repl, str):
            raise TypeError("expected str instance, %s found" % type(repl).__name__)
        text = repl
    pieces = []
    literal = []
    i = 0
    n = len(text)

    def fail(msg, pos):
        raise error(msg, repl, pos)

    def group_ref(index, pos):
        if index > pattern.groups:
            fail("invalid group reference %d" % index, pos)
        if literal:
            pieces.append("".join(literal))
            literal.clear()
        pieces.append(index)

    while i < n:
        c = text[i]
        if c != "\\":
            literal.append(c)
            i += 1
            continue
        start = i
        i += 1
        if i >= n:
            fail("bad escape (end of pattern)", start)
        c = text[i]
        i += 1
        if c == "g":
            if i >= n or text[i] != "<":
                fail("missing <", i)
            close = text.find(">", i + 1)
            if close < 0:
                if i + 1 >= n:
                    fail("missing group name", i + 1)
                fail("missing >, unterminated name", i + 1)
            name = text[i + 1:close]
            if not name:
                fail("missing group name", i + 1)
            if name.isidentifier():
                if name not in pattern.groupindex:
                    raise IndexError("unknown group name %r" % name)
                index = pattern.groupindex[name]
            else:
                if not (name.isdigit() and name.isascii()):
                    fail("bad character in group name %r" % name, i + 1)
                index = int(name)
            group_ref(index, i + 1)
            i = close + 1
        elif c == "0":
            value = 0
            count = 0
            while count < 2 and i < n and text[i] in "01234567":
                value = value * 8 + int(text[i])
                i += 1
                count += 1
            literal.append(chr(value))
        elif c in "123456789":
            if i < n and text[i] in "0123456789":
                if c in "01234567" and text[i] in "01234567" and i + 1 < n and text[i + 1] in "01234567":
                    value = int(text[i - 1:i + 2], 8)
                    if value > 0o377:
                        fail("octal escape value %s outside of range 0-0o377" % text[start:i + 2], start)
                    literal.append(chr(value))
                    i += 2
                    continue
                index = int(text[i - 1:i + 1])
                i += 1
            else:
                index = int(c)
            group_ref(index, start + 1)
        else:
            escaped = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r",
                       "t": "\t", "v": "\v", "\\": "\\"}.get(c)
            if escaped is not None:
                literal.append(escaped)
            elif c.isascii() and c.isalpha():
                fail("bad escape \\" + c, start)
            else:
                literal.append("\\")
                literal.append(c)
    if literal or not pieces:
        pieces.append("".join(literal))
    if is_bytes:
        return [p if isinstance(p, int) else p.encode("latin-1") for p in pieces]
    return pieces


def _expand(pieces, text, spans):
    out = []
    for piece in pieces:
        if isinstance(piece, int):
            start = spans[2 * piece]
            if start >= 0:
                out.append(text[start:spans[2 * piece + 1]])
        else:
            out.append(piece)
    return text[0:0].join(out)


class Match:
    """The result of a successful match."""

    def __init__(self, pattern, string, text, pos, endpos, spans):
        self.re = pattern
        self.string = string
        self._text = text
        self._pos = pos
        self._endpos = endpos
        self._spans = spans

    @property
    def pos(self):
        return min(max(self._pos, 0), len(self._text))

    @property
    def endpos(self):
        return min(max(self._endpos, 0), len(self._text))

    def _index(self, group):
        if type(group) is int and 0 <= group <= self.re.groups:
            return group
        if isinstance(group, int):
            if 0 <= group <= self.re.groups:
                return int(group)
        elif isinstance(group, (str, bytes)):
            index = self.re.groupindex.get(group)
            if index is not None:
                return index
        raise IndexError("no such group")

    def _group(self, index, default=None):
        start = self._spans[2 * index]
        if start < 0:
            return default
        return self._text[start:self._spans[2 * index + 1]]

    def group(self, *groups):
        if not groups:
            spans = self._spans
            return self._text[spans[0]:spans[1]]
        if len(groups) == 1:
            return self._group(self._index(groups[0]))
        return tuple(self._group(self._index(g)) for g in groups)

    def __getitem__(self, group):
        return self._group(self._index(group))

    def groups(self, default=None):
        return tuple(self._group(g, default) for g in range(1, self.re.groups + 1))

    def groupdict(self, default=None):
        return {name: self._group(index, default) for name, index in self.re.groupindex.items()}

    def start(self, group=0):
        return self._spans[2 * self._index(group)]

    def end(self, group=0):
        return self._spans[2 * self._index(group) + 1]

    def span(self, group=0):
        index = self._index(group)
        return (self._spans[2 * index], self._spans[2 * index + 1])

    @property
    def regs(self):
        return tuple((self._spans[2 * g], self._spans[2 * g + 1]) for g in range(self.re.groups + 1))

    @property
    def lastindex(self):
        best = None
        best_key = None
        rank = self.re._close_rank
        for g in range(1, self.re.groups + 1):
            if self._spans[2 * g] >= 0:
                key = (self._spans[2 * g + 1], rank[g])
                if best_key is None or key > best_key:
                    best, best_key = g, key
        return best

    @property
    def lastgroup(self):
        index = self.lastindex
        if index is None:
            return None
        return self.re._names.get(index)

    def expand(self, template):
        return _expand(_template(self.re, template), self._text, self._spans)

    def __bool__(self):
        return True

    def __repr__(self):
        return "<re.Match object; span=(%d, %d), match=%s>" % (
            self._spans[0], self._spans[1], repr(self._group(0))[:50])

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __class_getitem__(cls, item):
        return cls


Match.__module__ = "re"

_cache = {}
_plain_cache = {}


def _compile(pattern, flags):
    if not flags:
        # The common case: one dict lookup by the pattern itself (a str and a bytes
        # pattern are never equal, so they do not collide).
        compiled = _plain_cache.get(pattern)
        if compiled is not None:
            return compiled
    if isinstance(flags, RegexFlag):
        flags = int(flags)
    if isinstance(pattern, Pattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern
    key = (type(pattern), pattern, flags)
    compiled = _cache.get(key)
    if compiled is None:
        if not isinstance(pattern, (str, bytes)):
            raise TypeError("first argument must be string or compiled pattern")
        compiled = Pattern(pattern, flags)
        if len(_cache) >= _MAXCACHE:
            _cache.clear()
            _plain_cache.clear()
        _cache[key] = compiled
        if not flags and type(pattern) in (str, bytes):
            _plain_cache[pattern] = compiled
    return compiled


def compile(pattern, flags=0):
    return _compile(pattern, flags)


def match(pattern, string, flags=0):
    return _compile(pattern, flags).match(string)


def fullmatch(pattern, string, flags=0):
    return _compile(pattern, flags).fullmatch(string)


def search(pattern, string, flags=0):
    return _compile(pattern, flags).search(string)


def findall(pattern, string, flags=0):
    return _compile(pattern, flags).findall(string)


def finditer(pattern, string, flags=0):
    return _compile(pattern, flags).finditer(string)


def split(pattern, string, maxsplit=0, flags=0):
    return _compile(pattern, flags).split(string, maxsplit)


def sub(pattern, repl, string, count=0, flags=0):
    return _compile(pattern, flags).sub(repl, string, count)


def subn(pattern, repl, string, count=0, flags=0):
    return _compile(pattern, flags).subn(repl, string, count)


def purge():
    _cache.clear()
    _plain_cache.clear()


_SPECIAL = "()[]{}?*+-|^$\\.&~# \t\n\r\v\f"


def escape(pattern):
    if isinstance(pattern, str):
        return "".join("\\" + c if c in _SPECIAL else c for c in pattern)
    text = bytes(pattern).decode("latin-1")
    return "".join("\\" + c if c in _SPECIAL else c for c in text).encode("latin-1")


__all__ = ["match", "fullmatch", "search", "sub", "subn", "split", "findall",
           "finditer", "compile", "purge", "escape", "error", "Pattern", "Match",
           "A", "I", "L", "M", "S", "X", "U", "ASCII", "IGNORECASE", "LOCALE",
           "MULTILINE", "DOTALL", "VERBOSE", "UNICODE", "NOFLAG", "RegexFlag"]
