"""In-memory streams: ember's own implementation of the documented behaviour of
CPython's `io.StringIO` and `io.BytesIO`; `io.open` is the builtin `open`.
"""

open = open
SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2


class UnsupportedOperation(OSError, ValueError):
    pass


class _Memory:
    """What StringIO and BytesIO share: a buffer, a position, closing."""

    def __init__(self, initial):
        self._buffer = initial
        self._pos = 0
        self.closed = False

    def _check_open(self):
        if self.closed:
            raise ValueError(self._closed_message)

    def getvalue(self):
        self._check_open()
        return self._buffer

    def tell(self):
        self._check_open()
        return self._pos

    def seek(self, pos, whence=0):
        self._check_open()
        if whence == 0:
            if pos < 0:
                raise ValueError("Negative seek position %d" % pos)
            self._pos = pos
        elif whence == 1:
            self._pos = max(0, self._pos + pos)
        elif whence == 2:
            self._pos = max(0, len(self._buffer) + pos)
        else:
            raise ValueError("Invalid whence (%d, should be 0, 1 or 2)" % whence)
        return self._pos

    def read(self, size=-1):
        self._check_open()
        if size is None or size < 0:
            end = len(self._buffer)
        else:
            end = min(len(self._buffer), self._pos + size)
        start = min(self._pos, len(self._buffer))
        self._pos = max(self._pos, end)
        return self._buffer[start:end]

    def readline(self, size=-1):
        self._check_open()
        start = min(self._pos, len(self._buffer))
        end = self._buffer.find(self._newline, start)
        end = len(self._buffer) if end < 0 else end + 1
        if size is not None and size >= 0:
            end = min(end, start + size)
        self._pos = end
        return self._buffer[start:end]

    def readlines(self, hint=-1):
        lines = []
        total = 0
        while True:
            line = self.readline()
            if not line:
                return lines
            lines.append(line)
            total += len(line)
            if 0 < hint <= total:
                return lines

    def write(self, s):
        self._check_open()
        if not isinstance(s, type(self._buffer)):
            raise TypeError(self._write_type_error(s))
        start = self._pos
        if start > len(self._buffer):
            self._buffer += self._pad * (start - len(self._buffer))
        self._buffer = self._buffer[:start] + s + self._buffer[start + len(s):]
        self._pos = start + len(s)
        return len(s)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def truncate(self, size=None):
        self._check_open()
        if size is None:
            size = self._pos
        if size < 0:
            raise ValueError("Negative size value %d" % size)
        self._buffer = self._buffer[:size]
        return size

    def close(self):
        self.closed = True

    def flush(self):
        self._check_open()

    def readable(self):
        self._check_open()
        return True

    def writable(self):
        self._check_open()
        return True

    def seekable(self):
        self._check_open()
        return True

    def isatty(self):
        self._check_open()
        return False

    def __iter__(self):
        self._check_open()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def __enter__(self):
        self._check_open()
        return self

    def __exit__(self, *exc):
        self.close()


class StringIO(_Memory):
    """A text stream in memory."""

    _newline = "\n"
    _pad = "\0"
    _closed_message = "I/O operation on closed file"

    def __init__(self, initial_value="", newline="\n"):
        if initial_value is None:
            initial_value = ""
        if not isinstance(initial_value, str):
            raise TypeError("initial_value must be str or None, not %s" % type(initial_value).__name__)
        super().__init__(initial_value)

    def _write_type_error(self, s):
        return "string argument expected, got '%s'" % type(s).__name__


class BytesIO(_Memory):
    """A binary stream in memory."""

    _newline = b"\n"
    _pad = b"\0"
    _closed_message = "I/O operation on closed file."

    def __init__(self, initial_bytes=b""):
        super().__init__(bytes(initial_bytes))

    def write(self, s):
        if isinstance(s, bytearray):
            s = bytes(s)
        return super().write(s)

    def _write_type_error(self, s):
        return "a bytes-like object is required, not '%s'" % type(s).__name__
