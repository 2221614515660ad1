import struct
def show(f):
    try: return f()
    except Exception as e: return "%s: %s" % (type(e).__name__, e)
for fmt in ["i", "<i", ">h", "@bi", "=bi", "<bi", "@bq", "3i", "10s", "2xh", "?d", "<qQ", "!IH", "@hd", "e", "f", "d", "5p", "@cn", "<l", "@l", "0i", "ic"]:
    print(fmt, show(lambda: struct.calcsize(fmt)))
print(struct.pack("<i", -2), struct.pack(">I", 0xdeadbeef), struct.pack("@bi", 1, 2), struct.pack("<bi", 1, 2), struct.pack("<hHq", -1, 65535, -2**63))
print(struct.pack("<d", 1.5), struct.pack(">f", -0.1), struct.pack("<e", 1.0), struct.pack("<e", 65504.0), struct.pack("<e", 1e-7), struct.pack("<e", 0.1), struct.pack("?", 5), struct.pack("3s", b"abcdef"), struct.pack("5s", b"ab"), struct.pack("4p", b"hello"))
vals = struct.unpack("<ihd?3s", struct.pack("<ihd?3s", 7, -3, 2.25, True, b"xyz"))
print(vals, struct.unpack(">f", struct.pack(">f", 0.1)), struct.unpack("<e", b"\x00\x3c"), struct.unpack("<e", b"\x01\x00"), struct.unpack("<e", b"\x00\x7c"))
print(show(lambda: struct.pack("b", 200)), show(lambda: struct.pack("B", -1)), show(lambda: struct.pack("<i", 2**31)), show(lambda: struct.pack("<l", 2**31)), show(lambda: struct.pack("h", 70000)), show(lambda: struct.pack("i", "x")), show(lambda: struct.pack("ii", 1)))
print(show(lambda: struct.unpack("<i", b"abc")), show(lambda: struct.calcsize("z")), show(lambda: struct.pack("<f", 1e40)), show(lambda: struct.pack("<e", 1e6)), show(lambda: struct.pack("c", b"ab")))
s = struct.Struct("<2H")
buf = bytearray(8)
s.pack_into(buf, 2, 1, 2)
print(s.size, s.format, buf, s.unpack_from(buf, 2), list(struct.iter_unpack("<h", b"\x01\x00\x02\x00")), struct.unpack_from("<h", b"\x00\x05\x00", 1))
print(show(lambda: struct.unpack_from("<i", b"\x00", 0)))
