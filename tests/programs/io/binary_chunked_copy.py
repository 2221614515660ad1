# binary file I/O: chunked copy with read(n), readline/readlines/iteration without newline translation, append mode, closed-file errors
def fnv1a(data, h=0x811C9DC5):
    for b in data:
        h = ((h ^ b) * 0x01000193) & 0xFFFFFFFF
    return h


def write_sample(path):
    lines = [
        b"first line\n",
        b"windows line\r\n",
        b"old mac\rstill same line\n",
        "unicode: ñandú 🦙\n".encode("utf-8"),
        b"\x00\x01\x02 binary \xff\xfe\n",
        b"no newline at end",
    ]
    with open(path, "wb") as f:
        f.writelines(lines)
    return b"".join(lines)


def copy_chunked(src, dst, size):
    chunks = 0
    total = 0
    h = 0x811C9DC5
    with open(src, "rb") as fin:
        with open(dst, "wb") as fout:
            while True:
                block = fin.read(size)
                if block == b"":
                    break
                chunks += 1
                total += fout.write(block)
                h = fnv1a(block, h)
    return chunks, total, h


original = write_sample("sample.bin")
print(len(original), "%08x" % fnv1a(original))
for size in [1, 3, 7, 16, 64, 1000]:
    c, t, h = copy_chunked("sample.bin", "copy_%d.bin" % size, size)
    with open("copy_%d.bin" % size, "rb") as f:
        same = f.read() == original
    print(size, c, t, "%08x" % h, same)

# readline: only b"\n" ends a line in binary mode
with open("sample.bin", "rb") as f:
    n = 0
    while True:
        line = f.readline()
        if not line:
            break
        n += 1
        print(n, len(line), line, line.endswith(b"\n"), line.rstrip(b"\r\n"))
    print(repr(f.readline()), f.read(), f.closed)
print(f.closed)

with open("sample.bin", "rb") as f:
    first = f.read(6)
    rest_of_line = f.readline()
    others = f.readlines()
print(first, rest_of_line, len(others), others[-1], type(others).__name__)

with open("sample.bin", "rb") as f:
    total = 0
    longest = b""
    for line in f:
        total += len(line)
        if len(line) > len(longest):
            longest = line
print(total == len(original), longest)

# utf-8 file read back in text mode vs binary mode
with open("sample.bin", "rb") as f:
    data = f.read()
text_lines = data.decode("utf-8", "replace").split("\n")
print(len(text_lines), text_lines[3], text_lines[4].count("\ufffd"))
with open("utf8.txt", "wb") as f:
    f.write("línea uno\nlínea dos\n".encode("utf-8"))
with open("utf8.txt") as f:
    print(f.read().split("\n"))
with open("utf8.txt", "rb") as f:
    raw = f.read()
print(raw, len(raw), len(raw.decode()))

# append mode grows the file; each append visible on re-read
with open("log.bin", "wb") as f:
    f.write(b"")
for i in range(25):
    with open("log.bin", "ab") as f:
        rec = i.to_bytes(2, "big") + ("entry%d" % i).encode("ascii") + b"\n"
        f.write(rec)
with open("log.bin", "rb") as f:
    recs = f.readlines()
print(len(recs), recs[0], recs[-1], sum(int.from_bytes(r[:2], "big") for r in recs))
with open("log.bin", "rb") as f:
    ids = [int.from_bytes(line[:2], "big") for line in f if line[2:7] == b"entry"]
print(ids == list(range(25)))

# misc read edge cases
with open("log.bin", "rb") as f:
    print(f.read(0), f.read(3), f.read(-1)[-8:], f.read(), f.read(1))
with open("empty.bin", "wb") as f:
    pass
with open("empty.bin", "rb") as f:
    print(f.read(), f.readline(), f.readlines(), [x for x in f])

# errors
f = open("sample.bin", "rb")
f.close()
for op in [lambda: f.read(), lambda: f.readline(), lambda: f.readlines()]:
    try:
        op()
    except ValueError as e:
        print(type(e).__name__, "closed file")
try:
    open("does_not_exist.bin", "rb")
except FileNotFoundError as e:
    print(type(e).__name__, e)
with open("sample.bin", "rb") as f:
    try:
        f.write(b"x")
    except OSError as e:
        print("write on rb file: OSError", isinstance(e, OSError))
with open("out.bin", "wb") as f:
    try:
        f.read()
    except OSError as e:
        print("read on wb file: OSError", isinstance(e, OSError))
    try:
        f.writelines([b"ok", "bad"])
    except TypeError as e:
        print(type(e).__name__, e)
with open("out.bin", "rb") as f:
    print(f.read())
