# run-length and base-16 encoders/decoders over bytes; bytes methods split/join/strip/replace/find/index/startswith, ordering, hashing
HEX = b"0123456789ABCDEF"


def b16encode(data):
    out = []
    for byte in data:
        out.append(HEX[byte >> 4])
        out.append(HEX[byte & 15])
    return bytes(out)


def b16decode(text):
    text = text.strip().upper()
    if len(text) % 2:
        raise ValueError("odd-length base16 input")
    out = []
    for i in range(0, len(text), 2):
        hi = HEX.find(text[i:i + 1])
        lo = HEX.find(text[i + 1:i + 2])
        if hi < 0 or lo < 0:
            raise ValueError("non-base16 digit near %r" % text[i:i + 2])
        out.append(hi * 16 + lo)
    return bytes(out)


def rle_encode(data):
    out = b""
    i = 0
    while i < len(data):
        j = i
        while j < len(data) and data[j] == data[i] and j - i < 255:
            j += 1
        out += bytes([j - i, data[i]])
        i = j
    return out


def rle_decode(data):
    if len(data) % 2:
        raise ValueError("bad rle stream length %d" % len(data))
    parts = []
    for i in range(0, len(data), 2):
        parts.append(bytes([data[i + 1]]) * data[i])
    return b"".join(parts)


samples = [
    b"",
    b"A",
    b"AAAABBBCCD",
    b"\x00" * 300 + b"\x01",
    "ääää€€".encode(),
    bytes(range(10)) * 2,
    b"x" * 255 + b"x",
]
for s in samples:
    r = rle_encode(s)
    h = b16encode(s)
    print(len(s), len(r), r[:12], h[:24], rle_decode(r) == s, b16decode(h) == s, h.lower() == s.hex().encode())

print(b16decode(b"  48656c6C6F \n"), b16decode(b"e282ac").decode())
for bad in [b"ABC", b"GG", b"4x"]:
    try:
        b16decode(bad)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    rle_decode(b"\x03")
except ValueError as e:
    print(e)

# line-oriented container: records separated by b"\n", fields by b"|"
container = b"  # header line\nid|name|data\n1|alpha|" + b16encode(b"hello") + b"\n2|beta|" + b16encode(rle_encode(b"zzzzzz")) + b"\n\n3|gam\\ma|\n  \n"
lines = container.split(b"\n")
print(len(lines), lines[0].strip(), lines[0].lstrip(b" #"), lines[-1] == b"")
rows = []
for line in lines:
    line = line.strip()
    if not line or line.startswith(b"#"):
        continue
    fields = line.split(b"|")
    rows.append(fields)
header = rows[0]
print(header, b"|".join(reversed(header)))
for row in rows[1:]:
    rec = dict(zip(header, row))
    print(rec[b"id"], rec[b"name"], rec[b"name"].upper(), b16decode(rec[b"data"]), rec[b"name"].endswith((b"a", b"z")))

# methods on bytes
b = b"--==hello, world==--"
print(b.strip(b"-="), b.lstrip(b"-"), b.rstrip(b"-="), b.strip(), b"  \t x \n".strip(), b"  \t x \n".rstrip())
print(b.count(b"="), b.count(b"=="), b.count(b""), b.count(ord("l")), b.find(b"o"), b.find(b"o", 9), b.find(b"q"), b.rfind(b"="), b.rfind(b"=", 0, 10))
print(b.index(b"w"), b.rindex(b"o"), b.find(108), b.index(b"", 3), b.startswith(b"--"), b.startswith(b"=", 2), b.endswith(b"=", 0, -2))
try:
    b.index(b"xyz")
except ValueError as e:
    print(type(e).__name__, e)
try:
    b.rindex(b"q")
except ValueError as e:
    print(type(e).__name__, e)
print(b.replace(b"=", b""), b.replace(b"-", b"+", 2), b.replace(b"", b"."[:1])[:10], b"a,b,,c".split(b","), b"a  b \t c".split(), b"a,b,c".split(b",", 1))
print(b"".split(), b"".split(b","), b" ".join([]), b", ".join([b"x", b"y"]), b"\\".join([b"p", b"q"]))
try:
    b",".join([b"a", "b"])
except TypeError as e:
    print(type(e).__name__, e)
try:
    b"abc".split(b"")
except ValueError as e:
    print(type(e).__name__, e)

# ordering, hashing, dict keys, sets
words = [w.encode() for w in "pear Apple banana apple Éclair zebra".split()]
print(sorted(words), min(words), max(words), sorted(words, key=len))
print(b"abc" < b"abd", b"ab" < b"abc", b"" < b"\x00", b"\xff" > b"\x7f", b"Z" < b"a", b"abc" >= b"abc")
counts = {}
for chunk in b"the cat the dog the end".split():
    counts[chunk] = counts.get(chunk, 0) + 1
print(sorted(counts.items()), counts[b"the"])
seen = set()
dupes = []
for chunk in [b"x", b"y", "x".encode(), bytes([120]), b"xy"[1:], b"z"]:
    if chunk in seen:
        dupes.append(chunk)
    seen.add(chunk)
print(len(seen), dupes, b"z" in seen, sorted(seen))
print(hash(b"key") == hash("key".encode()), {b"a": 1}.get(b"a"), {b"a": 1}.get("a"), b"a" == "a")
print(b"ab" * 0, b"ab" * -1, 3 * b"-", b"x" + b"", b"\t\n\\'\"", b'\'', b"\x7f\x80", list(b"\x00\n"))
print(108 in b, b"lo" in b, b"" in b, 256 in [1], b"lol" in b)
try:
    print("lo" in b)
except TypeError as e:
    print(type(e).__name__, e)
