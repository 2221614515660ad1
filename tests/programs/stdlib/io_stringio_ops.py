import io

s = io.StringIO()
print(s.write("hello"), s.write(" world\n"), s.tell())
s.write("second line\nthird")
print(repr(s.getvalue()))
s.seek(0)
print(repr(s.read(5)), s.tell(), repr(s.readline()), repr(s.readline()), repr(s.readline()), repr(s.readline()))
s.seek(0)
print(s.readlines())
s.seek(0)
print([line for line in s])
s.seek(6)
s.write("WORLD")
print(repr(s.getvalue()))
s.seek(0, 2)
print(s.tell())
s.seek(3)
print(s.truncate(), repr(s.getvalue()), s.tell())
s.truncate(1)
print(repr(s.getvalue()), s.tell())
s.write("Z")
print(repr(s.getvalue()))
s2 = io.StringIO("initial\ndata\n")
print(s2.tell(), repr(s2.read()), s2.tell(), repr(s2.read()))
s2.write("more")
print(repr(s2.getvalue()))
s3 = io.StringIO("abc")
s3.write("X")
print(repr(s3.getvalue()))
s4 = io.StringIO("abcdef")
s4.seek(10)
s4.write("!")
print(repr(s4.getvalue()))
print(s4.readable(), s4.writable(), s4.seekable(), s4.closed, s4.isatty() if hasattr(s4, "isatty") else False)
s4.close()
print(s4.closed)
for op in [lambda: s4.read(), lambda: s4.write("x"), lambda: s4.getvalue(), lambda: s4.tell()]:
    try:
        op()
    except ValueError as e:
        print("ValueError", e)
with io.StringIO() as buf:
    print("in print", 1, 2, sep="-", end="!\n", file=buf)
    print("again", file=buf)
    val = buf.getvalue()
print(repr(val), buf.closed)
buf = io.StringIO()
buf.writelines(["a\n", "b\n", "c"])
buf.seek(0)
print(buf.readline(), end="")
print(repr(buf.readline(1)), repr(buf.readline(-1)), repr(buf.read(-1)), repr(buf.read(0)))
n = io.StringIO("l1\r\nl2\nl3\n")
print(repr(n.read()), n.newlines if hasattr(n, "newlines") else None)
try:
    io.StringIO().write(5)
except TypeError as e:
    print("TypeError", e)
try:
    io.StringIO().seek(-1)
except ValueError as e:
    print("ValueError", e)

print("--- BytesIO")
b = io.BytesIO(b"binary\x00data")
print(b.read(6), b.read(1), b.read(), b.tell())
b.seek(0)
b.write(b"BIN")
print(b.getvalue(), b.seek(0, 2), b.tell())
b.write(b"!!")
print(b.getvalue(), len(b.getvalue()))
b.seek(0)
print(b.readline(), b.readlines())
bb = io.BytesIO()
for i in range(5):
    bb.write(bytes([65 + i]) * i)
print(bb.getvalue(), bb.tell())
bb.truncate(4)
print(bb.getvalue(), bb.getbuffer().tobytes() if hasattr(bb, "getbuffer") and False else "")
try:
    io.BytesIO().write("str")
except TypeError as e:
    print("TypeError", e)

def render_table(rows):
    out = io.StringIO()
    widths = [max(len(str(r[i])) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        out.write(" | ".join(str(c).ljust(w) for c, w in zip(r, widths)).rstrip() + "\n")
    return out.getvalue()
print(render_table([("name", "qty", "price"), ("widget", 3, 2.5), ("gizmo-extra", 12, 10.0)]), end="")
log = io.StringIO()
for i in range(5):
    log.write(f"event {i}: {'ok' if i % 2 == 0 else 'fail'}\n")
log.seek(0)
fails = [ln.strip() for ln in log if "fail" in ln]
print(fails, log.tell() == len(log.getvalue()))
