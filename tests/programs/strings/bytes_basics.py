# bytes: literals, constructor, indexing/slicing/iteration, operators, methods, codecs (str.encode, bytes.decode) with CPython's errors, int.to_bytes/from_bytes
b = b"hello world"
print(b, repr(b), len(b), b[0], b[-1], b[1:5], b[::-1], type(b).__name__, isinstance(b, bytes))
print(b"it's", b'say "hi"', b'\x00\xff\t\n\\', b"", bytes(3), bytes([65, 66, 67]), bytes("héllo", "utf-8"))
print(list(b"abc"), [x for x in b"hi"], b"a" + b"bc", b"ab" * 3, 2 * b"x", b"lo" in b, 111 in b, 5 in b)
print(b == b"hello world", b != b"x", b < b"z", b"abc" < b"abd", b"" == "", sorted([b"b", b"a", b"c"]))
print(b.decode(), b.decode("ascii"), "héllo wörld".encode(), "abc".encode("ascii"), "é".encode("latin-1"))
print(b.upper(), b.split(), b.split(b"o"), b",".join([b"a", b"b", b"c"]), b"  x ".strip(), b"xxhixx".strip(b"x"))
print(b.find(b"o"), b.rfind(b"o"), b.index(b"w"), b.count(b"l"), b.startswith(b"he"), b.endswith((b"x", b"ld")))
print(b.replace(b"l", b"L"), b.hex(), bytes.fromhex("de ad be ef"), b"\xde\xad".hex(), b.isalpha(), b"123".isdigit())
print((1024).to_bytes(2, "big"), (1024).to_bytes(4, "little"), (-1).to_bytes(2, "big", signed=True), (255).to_bytes(1, byteorder="big"))
print(int.from_bytes(b"\x04\x00", "big"), int.from_bytes(b"\x00\x04", "little"), int.from_bytes(b"\xff\xff", "big", signed=True), int.from_bytes([1, 0], "big"))
d = {b"k": 1, b"j": 2}
print(d[b"k"], b"j" in d, hash(b"abc") == hash(b"abc"), {b"x", b"x"} == {b"x"})
print(f"{b!r}", str(b"x"), "%s" % b"y", format(b"z"))
for bad in [lambda: b"\xff".decode(), lambda: "é".encode("ascii"), lambda: bytes([256]), lambda: b"a" + "b", lambda: b"\xe4\xb8".decode(), lambda: (300).to_bytes(1, "big"), lambda: b"x".decode("nope"), lambda: b"ab"[5]]:
    try:
        bad()
    except (UnicodeDecodeError, UnicodeEncodeError, ValueError, TypeError, OverflowError, LookupError, IndexError) as e:
        print(type(e).__name__, e)
print(b"\xff\xfeabc".decode("utf-8", "replace"), b"\xffab".decode("utf-8", "ignore"), "aé".encode("ascii", "replace"))
checksum = 0
for byte in "The quick brown fox".encode():
    checksum = (checksum * 31 + byte) % 65521
print(checksum, bytes(range(65, 70)), bytes(b"copy"), b"%d" if False else "")
