# tiny binary record format: int.to_bytes/from_bytes (signed, both byte orders), length-prefixed utf-8 fields, OverflowError
MAGIC = b"REC\x01"

class Record:
    def __init__(self, rid, temp, name, tags):
        self.rid = rid
        self.temp = temp
        self.name = name
        self.tags = tags

    def __repr__(self):
        return "Record(%d, %d, %r, %r)" % (self.rid, self.temp, self.name, self.tags)

    def __eq__(self, other):
        return (self.rid, self.temp, self.name, self.tags) == (other.rid, other.temp, other.name, other.tags)


def put_str(s):
    raw = s.encode("utf-8")
    return len(raw).to_bytes(2, "big") + raw


def encode(rec):
    out = rec.rid.to_bytes(4, "big")
    out += rec.temp.to_bytes(2, "little", signed=True)
    out += put_str(rec.name)
    out += len(rec.tags).to_bytes(1, "big")
    for t in rec.tags:
        out += put_str(t)
    return out


class Reader:
    def __init__(self, buf):
        self.buf = buf
        self.pos = 0

    def take(self, n):
        if self.pos + n > len(self.buf):
            raise ValueError("truncated at %d (need %d, have %d)" % (self.pos, n, len(self.buf) - self.pos))
        chunk = self.buf[self.pos:self.pos + n]
        self.pos += n
        return chunk

    def u(self, n, order="big"):
        return int.from_bytes(self.take(n), order)

    def s(self, n, order="little"):
        return int.from_bytes(self.take(n), order, signed=True)

    def string(self):
        n = self.u(2)
        return self.take(n).decode("utf-8")


def decode(buf):
    r = Reader(buf)
    rid = r.u(4)
    temp = r.s(2)
    name = r.string()
    ntags = r.u(1)
    tags = [r.string() for _ in range(ntags)]
    return Record(rid, temp, name, tags), r.pos


def pack_all(records):
    body = b"".join(encode(r) for r in records)
    return MAGIC + len(records).to_bytes(2, byteorder="little") + body


def unpack_all(blob):
    if not blob.startswith(MAGIC):
        raise ValueError("bad magic %r" % blob[:4])
    count = int.from_bytes(blob[4:6], byteorder="little")
    pos = 6
    out = []
    for _ in range(count):
        rec, used = decode(blob[pos:])
        out.append(rec)
        pos += used
    return out, pos


records = [
    Record(1, 21, "Oslo", ["cold", "north"]),
    Record(70000, -15, "Zürich", []),
    Record(4294967295, -32768, "東京", ["大", "city", ""]),
    Record(0, 32767, "", ["naïve café"]),
]

for rec in records:
    enc = encode(rec)
    print(len(enc), enc.hex(), enc[:6])
    back, used = decode(enc)
    print(" ", back, used == len(enc), back == rec)

blob = pack_all(records)
print(len(blob), blob[:8], blob[-6:])
recs, end = unpack_all(blob)
print(end == len(blob), [r.name for r in recs])
print(all(a == b for a, b in zip(recs, records)))

# truncation and corruption
for cut in [3, 7, 12, len(blob) - 1]:
    try:
        unpack_all(blob[:cut])
        print("cut", cut, "ok?")
    except ValueError as e:
        print("cut", cut, type(e).__name__, e)

try:
    unpack_all(b"XXXX" + blob[4:])
except ValueError as e:
    print(e)

bad_utf = encode(Record(5, 0, "ab", []))
bad_utf = bad_utf[:8] + b"\xc3\x28"
try:
    decode(bad_utf + b"\x00")
except UnicodeDecodeError as e:
    print(type(e).__name__, str(e))

# overflow boundaries
cases = [
    (255, 1, "big", False), (256, 1, "big", False), (-1, 1, "big", False),
    (127, 1, "little", True), (128, 1, "little", True), (-128, 1, "little", True),
    (-129, 1, "little", True), (65535, 2, "big", False), (-32769, 2, "big", True),
    (0, 0, "big", False), (1, 0, "big", False), (2**64 - 1, 8, "little", False),
    (-(2**63), 8, "big", True), (2**63, 8, "big", True),
]
for value, length, order, signed in cases:
    try:
        b = value.to_bytes(length, order, signed=signed)
        back = int.from_bytes(b, order, signed=signed)
        print(value, length, order, signed, "->", b, back == value)
    except OverflowError as e:
        print(value, length, order, signed, "->", type(e).__name__, e)

# from_bytes with various iterables / edge cases
print(int.from_bytes(b"", "big"), int.from_bytes(b"", "little", signed=True))
print(int.from_bytes(b"\x80", "big", signed=True), int.from_bytes(b"\x80", "big"))
print(int.from_bytes(b"\x00\x00\x01", "little"), int.from_bytes(b"\x01\x00\x00", "little"))
print(int.from_bytes(bytes([1, 2, 3, 4, 5, 6, 7, 8, 9]), "big"))
print(int.from_bytes((x for x in [255, 254]), "big"), int.from_bytes([0xff] * 16, "little", signed=True))
print((2**100).to_bytes(13, "big").hex(), (-(2**100)).to_bytes(13, "little", signed=True).hex())
print((1).to_bytes(3, "little") < (1).to_bytes(3, "big"), sorted([(n).to_bytes(2, "little") for n in [1, 256, 513, 2]]))
try:
    (5).to_bytes(2, "middle")
except ValueError as e:
    print(type(e).__name__, e)
try:
    (5).to_bytes(-1, "big")
except ValueError as e:
    print(type(e).__name__, e)
try:
    int.from_bytes(b"\x01", "sideways")
except ValueError as e:
    print(type(e).__name__, e)

# running sum of records in a loop (JIT-friendly)
total = 0
for i in range(300):
    enc = (i * 2654435761 % 2**32).to_bytes(4, "little")
    total = (total + int.from_bytes(enc, "big")) % 1000000007
print(total)
