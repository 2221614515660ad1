# hex dump utility plus CRC-32/Adler-32/Fletcher checksums over bytes: indexing, slicing, iteration, hex/fromhex, isX predicates
def make_crc_table():
    table = []
    for n in range(256):
        c = n
        for _ in range(8):
            if c & 1:
                c = 0xEDB88320 ^ (c >> 1)
            else:
                c >>= 1
        table.append(c)
    return table

CRC_TABLE = make_crc_table()


def crc32(data, crc=0):
    crc ^= 0xFFFFFFFF
    for b in data:
        crc = CRC_TABLE[(crc ^ b) & 0xFF] ^ (crc >> 8)
    return crc ^ 0xFFFFFFFF


def adler32(data):
    a, b = 1, 0
    for i in range(len(data)):
        a = (a + data[i]) % 65521
        b = (b + a) % 65521
    return (b << 16) | a


def fletcher16(data):
    s1 = s2 = 0
    for byte in data:
        s1 = (s1 + byte) % 255
        s2 = (s2 + s1) % 255
    return bytes([s2, s1])


def printable(b):
    ch = bytes([b])
    if ch.isalnum() or ch in b" .,:;!?-_'\"()" :
        return ch.decode("ascii")
    return "."


def hexdump(data, width=16):
    lines = []
    for off in range(0, len(data), width):
        chunk = data[off:off + width]
        hx = " ".join(chunk[i:i + 1].hex() for i in range(len(chunk)))
        text = "".join(printable(b) for b in chunk)
        lines.append("%08x  %-*s  |%s|" % (off, width * 3 - 1, hx, text))
    lines.append("%08x" % len(data))
    return lines


def undump(lines):
    out = b""
    for line in lines:
        parts = line.split("  ")
        if len(parts) < 2:
            continue
        out += bytes.fromhex(parts[1])
    return out


samples = [
    b"",
    b"a",
    b"abc",
    b"123456789",
    b"The quick brown fox jumps over the lazy dog",
    "Grüße, 世界! \t\n".encode("utf-8"),
    bytes(range(0, 256, 7)),
    b"\x00" * 10 + b"\xff" * 6,
]

for s in samples:
    print("%-12s crc=%08x adler=%08x fl=%s len=%d" % (s[:10].hex() or "-", crc32(s), adler32(s), fletcher16(s).hex(), len(s)))

# incremental crc equals one-shot
msg = b"The quick brown fox jumps over the lazy dog"
part = crc32(msg[:10])
part = crc32(msg[10:25], part)
part = crc32(msg[25:], part)
print(part == crc32(msg), hex(part))

blob = "Zeile 1: Größe\nline 2: \x00\x01\x02 tab\there\nend \"quoted\" 'single' \\back".encode()
dump = hexdump(blob)
for line in dump:
    print(line)
print(undump(dump) == blob)

# hex and fromhex
print(bytes.fromhex(""), bytes.fromhex("00ff10"), bytes.fromhex("  0a 0B\n0c  "), b"\x01\xab".hex())
for bad in ["0", "zz", "0g", "abc"]:
    try:
        bytes.fromhex(bad)
    except ValueError as e:
        print(repr(bad), type(e).__name__, e)

# byte classification table
classes = {}
for b in range(0x20, 0x7f):
    c = bytes([b])
    key = (c.isdigit(), c.isalpha(), c.isalnum(), c.isspace(), c.isupper(), c.islower())
    classes[key] = classes.get(key, b"") + c
for key in sorted(classes):
    print(key, classes[key])
print(b"".isdigit(), b"".isalpha(), b" \t\n\r\x0b\x0c".isspace(), b"ABC1".isupper(), b"abc!".islower(), b"\xe9".isalpha())
print(b"Hello World".upper(), b"Hello World".lower(), b"\xc9t\xe9".lower(), b"MiXeD123".isalnum())

# check a corrupted stream: flip each bit in a small message and detect with crc
base = b"CRC!"
good = crc32(base)
detected = 0
for i in range(len(base)):
    for bit in range(8):
        flipped = base[:i] + bytes([base[i] ^ (1 << bit)]) + base[i + 1:]
        if crc32(flipped) != good:
            detected += 1
print("detected", detected, "of", len(base) * 8)

# trailing checksum frames
def frame(payload):
    return len(payload).to_bytes(2, "big") + payload + crc32(payload).to_bytes(4, "big")

def unframe(buf):
    n = int.from_bytes(buf[:2], "big")
    payload = buf[2:2 + n]
    want = int.from_bytes(buf[2 + n:6 + n], "big")
    return payload, crc32(payload) == want

stream = b"".join(frame(p) for p in [b"alpha", b"", "βeta".encode(), b"\x00\x00"])
print(stream.hex())
pos = 0
while pos < len(stream):
    n = int.from_bytes(stream[pos:pos + 2], "big")
    payload, ok = unframe(stream[pos:pos + 6 + n])
    print(pos, payload, ok)
    pos += 6 + n
