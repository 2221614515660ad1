# str.encode/bytes.decode with utf-8/ascii/latin-1 and strict/ignore/replace; UnicodeDecodeError/UnicodeEncodeError messages; utf-8 tokenizer
texts = [
    "plain ascii",
    "café crème",
    "naïve — “quotes”",
    "日a本b語",
    "emoji 😀 and 🎉",
    "mixed ß ÿ Ā",
    "",
]

codecs = ["utf-8", "ascii", "latin-1", "UTF-8", "utf8", "latin1", "iso-8859-1", "us-ascii"]
for t in texts:
    row = []
    for c in ["utf-8", "ascii", "latin-1"]:
        try:
            row.append(len(t.encode(c)))
        except UnicodeEncodeError as e:
            row.append("E@%d-%d" % (str(e).count("position"), len(t)))
    print(repr(t), row)

for c in codecs:
    print(c, "é".encode(c, "replace"), "abc".encode(c), b"abc".decode(c))

for t in texts:
    for c in ["ascii", "latin-1"]:
        for handler in ["strict", "ignore", "replace"]:
            try:
                enc = t.encode(c, handler)
                print(c, handler, enc)
            except UnicodeEncodeError as e:
                print(c, handler, type(e).__name__, str(e))

broken = [
    b"ok",
    b"\xff",
    b"abc\x80def",
    b"\xe6\x97\xa5\xe6\x9c",
    b"\xc3\x28",
    b"\xed\xa0\x80",
    b"\xf0\x9f\x98\x80\xf0\x9f",
    b"\xc0\xaf",
    b"\xf8\x88\x80\x80\x80",
    b"caf\xe9",
    b"\xe2\x82",
    b"\xe2\x82\xac",
    b"\xf4\x90\x80\x80",
]
for raw in broken:
    for handler in ["strict", "ignore", "replace"]:
        try:
            s = raw.decode("utf-8", handler)
            print(raw, handler, repr(s), len(s))
        except UnicodeDecodeError as e:
            print(raw, handler, type(e).__name__, str(e))
    try:
        print("  ascii:", raw.decode("ascii"))
    except UnicodeDecodeError as e:
        print("  ascii:", e)
    print("  ascii-replace:", repr(raw.decode("ascii", errors="replace")), "latin-1:", repr(raw.decode("latin-1")))

# keyword forms and defaults
print("ü".encode(encoding="latin-1"), b"\xfc".decode(encoding="latin-1"), "ü".encode(), b"\xc3\xbc".decode())
print("x€y".encode("latin-1", errors="ignore"), b"x\x80y".decode("ascii", errors="ignore"))
print(b"\xc3\xa9".decode("utf-8"), b"\xe9".decode("latin-1"), b"a\xffb".decode("utf-8", "replace"), b"a\xffb".decode(errors="ignore"))

# roundtrip: every latin-1 byte decodes and re-encodes
allbytes = bytes(range(256))
print(allbytes.decode("latin-1").encode("latin-1") == allbytes, len(allbytes.decode("latin-1")))
print(len(allbytes.decode("utf-8", "replace")), allbytes.decode("utf-8", "ignore") == allbytes[:128].decode("ascii"))


# a small tokenizer that works on utf-8 encoded input and reports byte offsets
def tokenize(raw):
    text = raw.decode("utf-8")
    tokens = []
    i = 0
    byte_off = 0
    while i < len(text):
        ch = text[i]
        if ch.isspace():
            byte_off += len(ch.encode())
            i += 1
            continue
        start = i
        start_byte = byte_off
        if ch.isalpha():
            while i < len(text) and (text[i].isalnum() or text[i] == "_"):
                i += 1
            kind = "WORD"
        elif ch.isdigit():
            while i < len(text) and text[i].isdigit():
                i += 1
            kind = "NUM"
        else:
            i += 1
            kind = "SYM"
        tok = text[start:i]
        enc = tok.encode("utf-8")
        byte_off += len(enc)
        tokens.append((kind, tok, start_byte, len(enc)))
    return tokens, byte_off


src = "Straße = 42 + größe_2 * π; 東京→大阪 (3 km)".encode("utf-8")
toks, consumed = tokenize(src)
print(consumed == len(src), len(toks))
for kind, tok, off, n in toks:
    assert src[off:off + n].decode() == tok
    print(kind, tok, off, n, src[off:off + n], tok.encode("ascii", "replace"), tok.encode("latin-1", "ignore"))

# error messages from error-producing calls in a loop (jit-hot)
msgs = {}
for i in range(60):
    raw = bytes([0x61 + (i % 3), 0x80 + i, 0x62])
    try:
        raw.decode("utf-8")
        key = "ok"
    except UnicodeDecodeError as e:
        key = str(e).split(":")[-1].strip()
    msgs[key] = msgs.get(key, 0) + 1
print(sorted(msgs.items()))

try:
    b"abc".decode(42)
except TypeError as e:
    print(type(e).__name__, e)
try:
    "abc".decode("utf-8")
except AttributeError as e:
    print(type(e).__name__, e)
try:
    b"abc".encode("utf-8")
except AttributeError as e:
    print(type(e).__name__, e)
