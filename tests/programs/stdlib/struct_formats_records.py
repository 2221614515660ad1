import struct

fmts = ["<b", ">B", "<h", ">H", "<i", ">I", "<l", ">L", "<q", ">Q", "<f", ">d", "<e", "?", "<x", "c", "3s", "<2i", ">hhl", "=bH", "!I", "@b", "5p"]
for f in fmts:
    print(f.ljust(5), struct.calcsize(f))
print(struct.calcsize("@bi"), struct.calcsize("=bi"), struct.calcsize("@bq"), struct.calcsize("<bq"), struct.calcsize("@ic"), struct.calcsize("@0i"))

vals = [
    ("<b", -128), ("<b", 127), (">B", 255), ("<h", -2), (">H", 0xABCD), ("<i", -1), (">i", 2**31 - 1), ("<I", 4000000000),
    (">q", -(2**63)), ("<Q", 2**64 - 1), ("<f", 1.5), (">f", -0.1), ("<d", 3.141592653589793), (">d", float("inf")),
    ("<e", 0.333), ("?", True), ("?", 0), ("c", b"z"), ("5s", b"ab"), ("3s", b"abcdef"), ("5p", b"hi"), ("<n", -5) if False else ("<l", 77),
]
for f, v in vals:
    packed = struct.pack(f, v)
    back = struct.unpack(f, packed)
    print(f.ljust(4), packed.hex(), repr(back))
p = struct.pack(">hhl", 1, 2, 3)
print(p, struct.unpack(">hhl", p), len(p))
p2 = struct.pack("<3sIx?", b"abc", 258, True)
print(p2, struct.unpack("<3sIx?", p2))
print(struct.pack("4B", 1, 2, 3, 4), struct.pack(">2H", 1, 65535), struct.unpack("<4b", b"\xff\x80\x7f\x00"))
print(struct.unpack(">f", struct.pack(">f", 0.1))[0], struct.unpack("<e", struct.pack("<e", 65504.0)), struct.pack(">d", -0.0).hex())
print(struct.pack("<?", 5), struct.pack("<?", []), struct.unpack("??", b"\x00\x02"))

S = struct.Struct("<I2sh")
print(S.format, S.size)
rec = S.pack(7, b"ok", -300)
print(rec.hex(), S.unpack(rec))
buf = bytearray(20)
S.pack_into(buf, 4, 9, b"zz", 5)
struct.pack_into(">H", buf, 0, 0xBEEF)
print(buf.hex(), S.unpack_from(buf, 4), struct.unpack_from(">H", buf), struct.unpack_from("<b", buf, offset=10))
stream = b"".join(struct.pack("<hB", i * 100 - 250, i) for i in range(6))
print(list(struct.iter_unpack("<hB", stream)))
print([t for t in S.iter_unpack(rec * 3)])

errs = [
    lambda: struct.pack("<b", 128), lambda: struct.pack("<B", -1), lambda: struct.pack("<h", 40000),
    lambda: struct.pack("<i", 1.5), lambda: struct.pack("<I", "x"), lambda: struct.pack("2i", 1),
    lambda: struct.pack("i", 1, 2), lambda: struct.unpack("<i", b"abc"), lambda: struct.pack("c", b"ab"),
    lambda: struct.calcsize("Z"), lambda: struct.pack("3s", "str"), lambda: struct.unpack("<h", b"abcd"),
    lambda: struct.pack_into("<i", bytearray(2), 0, 1), lambda: struct.unpack_from("<i", b"ab", 0),
    lambda: list(struct.iter_unpack("<h", b"abc")), lambda: struct.pack("<Q", -1), lambda: struct.pack("<f", 1e40),
]
for e in errs:
    try:
        print(e())
    except struct.error as ex:
        print("struct.error", ex)
    except Exception as ex:
        print(type(ex).__name__, ex)

print("--- bmp-like header")
def header(w, h, bpp):
    row = (w * bpp // 8 + 3) & ~3
    size = 54 + row * h
    return struct.pack("<2sIHHI", b"BM", size, 0, 0, 54) + struct.pack("<IiiHHIIiiII", 40, w, h, 1, bpp, 0, row * h, 2835, 2835, 0, 0)
for w, h in [(1, 1), (3, 2), (640, 480)]:
    hd = header(w, h, 24)
    magic, size, _, _, off = struct.unpack_from("<2sIHHI", hd)
    dib = struct.unpack_from("<IiiHHIIiiII", hd, 14)
    print(len(hd), magic, size, off, dib[:5], dib[6])
print("--- records")
Rec = struct.Struct(">10sHf")
people = [(b"alice", 31, 5.5), (b"bob", 7, -1.25), (b"christopher", 65535, 1e10)]
blob = b"".join(Rec.pack(*p) for p in people)
print(len(blob), blob[:16].hex())
for name, age, score in Rec.iter_unpack(blob):
    print(name.rstrip(b"\x00").decode(), age, score)
checksum = sum(struct.unpack(f">{len(blob) // 2}H", blob)) & 0xFFFF
print(hex(checksum))
