"""A tiny binary container format: struct + io.BytesIO + array + zlib-free checksums."""
import io
import struct
from array import array
from collections import namedtuple
from enum import IntEnum
import json

MAGIC = b"EMBR"
VERSION = 2
HEADER = struct.Struct("<4sHHI")
CHUNK = struct.Struct("<4sIB")


class Kind(IntEnum):
    META = 1
    INTS = 2
    FLOATS = 3
    TEXT = 4


Chunk = namedtuple("Chunk", "tag kind payload")


def adler32(data):
    a, b = 1, 0
    for byte in data:
        a = (a + byte) % 65521
        b = (b + a) % 65521
    return (b << 16) | a


def encode_chunk(tag, kind, value):
    if kind is Kind.META:
        payload = json.dumps(value, sort_keys=True, separators=(",", ":")).encode()
    elif kind is Kind.INTS:
        payload = array("i", value).tobytes()
    elif kind is Kind.FLOATS:
        payload = struct.pack(f"<{len(value)}d", *value)
    else:
        raw = value.encode("utf-8")
        payload = struct.pack("<H", len(raw)) + raw
    return CHUNK.pack(tag, len(payload), int(kind)) + payload


def write_container(chunks):
    buf = io.BytesIO()
    buf.write(HEADER.pack(MAGIC, VERSION, len(chunks), 0))
    for tag, kind, value in chunks:
        buf.write(encode_chunk(tag, kind, value))
    body = buf.getvalue()
    check = adler32(body[HEADER.size:])
    buf.seek(0)
    buf.write(HEADER.pack(MAGIC, VERSION, len(chunks), check))
    return buf.getvalue()


class FormatError(Exception):
    pass


def read_container(data):
    buf = io.BytesIO(data)
    head = buf.read(HEADER.size)
    if len(head) < HEADER.size:
        raise FormatError("truncated header")
    magic, ver, count, check = HEADER.unpack(head)
    if magic != MAGIC:
        raise FormatError(f"bad magic {magic!r}")
    if ver != VERSION:
        raise FormatError(f"unsupported version {ver}")
    if adler32(data[HEADER.size:]) != check:
        raise FormatError(f"checksum mismatch {adler32(data[HEADER.size:]):08x} != {check:08x}")
    out = []
    for i in range(count):
        ch = buf.read(CHUNK.size)
        if len(ch) < CHUNK.size:
            raise FormatError(f"truncated chunk {i}")
        tag, size, kind = CHUNK.unpack(ch)
        payload = buf.read(size)
        kind = Kind(kind)
        if kind is Kind.META:
            value = json.loads(payload.decode())
        elif kind is Kind.INTS:
            arr = array("i")
            arr.frombytes(payload)
            value = arr.tolist()
        elif kind is Kind.FLOATS:
            value = list(struct.unpack(f"<{size // 8}d", payload))
        else:
            (n,) = struct.unpack_from("<H", payload)
            value = payload[2:2 + n].decode("utf-8")
        out.append(Chunk(tag, kind, value))
    rest = buf.read()
    if rest:
        raise FormatError(f"{len(rest)} trailing bytes")
    return out


def hexdump(data, width=16):
    for off in range(0, len(data), width):
        row = data[off:off + width]
        hx = " ".join(f"{b:02x}" for b in row)
        asc = "".join(chr(b) if 32 <= b < 127 else "." for b in row)
        print(f"{off:08x}  {hx:<{width * 3}} {asc}")


chunks = [
    (b"META", Kind.META, {"name": "sensor-7", "units": "C", "tags": ["lab", "b2"], "rate": 0.5}),
    (b"IDX_", Kind.INTS, [0, 1, -1, 2**31 - 1, -(2**31), 42]),
    (b"TEMP", Kind.FLOATS, [21.5, 21.75, -0.0, 1e-9, 22.125]),
    (b"NOTE", Kind.TEXT, "calibrated: ok ✓ (±0.1°)"),
    (b"EMPT", Kind.INTS, []),
]
blob = write_container(chunks)
print(len(blob), blob[:4], HEADER.unpack_from(blob))
hexdump(blob[:96])
parsed = read_container(blob)
for c in parsed:
    print(c.tag, c.kind.name, c.payload)
print([c.payload for c in parsed] == [v for _, _, v in chunks])

print("--- corruption detection")
cases = {
    "truncated": blob[:10],
    "bad magic": b"XXXX" + blob[4:],
    "bad version": blob[:4] + struct.pack("<H", 9) + blob[6:],
    "flipped byte": blob[:40] + bytes([blob[40] ^ 0xFF]) + blob[41:],
    "trailing": blob + b"\x00",
}
for name, data in cases.items():
    try:
        read_container(data)
        print(name, "-> accepted?!")
    except FormatError as e:
        print(name, "->", e)
trailing_fixed = bytearray(blob + b"\x00\x01")
struct.pack_into("<I", trailing_fixed, 8, adler32(bytes(trailing_fixed[HEADER.size:])))
try:
    read_container(bytes(trailing_fixed))
except FormatError as e:
    print("trailing w/ good checksum ->", e)

print("--- many records")
Reading = struct.Struct("<IhH")
readings = [(i * 60, (i * 37) % 400 - 200, (i * 7919) % 65536) for i in range(50)]
raw = b"".join(Reading.pack(*r) for r in readings)
stream = io.BytesIO(raw)
decoded = []
while True:
    rec = stream.read(Reading.size)
    if not rec:
        break
    decoded.append(Reading.unpack(rec))
print(len(raw), decoded == readings, decoded[:3], decoded[-1])
temps = array("h", (r[1] for r in decoded))
print(min(temps), max(temps), sum(temps), temps[:8])
print(f"{adler32(raw):08x}", f"{adler32(b''):08x}", f"{adler32(b'Wikipedia'):08x}")
swapped = array("H", (r[2] for r in decoded))
swapped.byteswap()
print(swapped[:5].tolist(), struct.unpack(">5H", array("H", (r[2] for r in decoded[:5])).tobytes()))
