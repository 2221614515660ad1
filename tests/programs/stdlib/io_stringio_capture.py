import io
from io import StringIO, BytesIO
s = StringIO()
s.write("hello\n")
print("world", file=s)
print("a", "b", sep="-", end="!\n", file=s)
print(repr(s.getvalue()), s.tell())
s.seek(0)
print(repr(s.readline()), repr(s.read(3)), repr(s.read()), repr(s.read()))
s.seek(0)
print([line for line in s], s.readlines())
r = StringIO("x\ny\nz")
print(r.readlines(), r.tell())
with StringIO("one\ntwo\n") as f:
    for i, line in enumerate(f):
        print(i, line.rstrip())
print(f.closed)
try:
    f.read()
except ValueError as e:
    print("ValueError", e)
b = BytesIO(b"abc\ndef")
print(b.readline(), b.read(), b.getvalue())
b.write(b"XY")
b.seek(1)
b.write(bytearray(b"Q"))
print(b.getvalue(), b.tell())
try:
    s = StringIO(); s.write(5)
except TypeError as e:
    print("TypeError", e)
s = StringIO("abcdef")
s.seek(2); s.write("ZZ"); print(s.getvalue(), s.truncate(3), s.getvalue())
print(issubclass(io.UnsupportedOperation, OSError), io.open is open)
import sys
buf = StringIO()
old = sys.stdout
sys.stdout = buf
print("captured")
sys.stdout = old
print("got", repr(buf.getvalue()))
