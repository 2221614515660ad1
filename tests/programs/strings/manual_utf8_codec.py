# hand-written UTF-8 encoder/decoder over bytes compared with str.encode/bytes.decode; hot loops mixing bytes and str arguments
def utf8_encode(text):
    out = []
    for ch in text:
        cp = ord(ch)
        if cp < 0x80:
            out.append(cp)
        elif cp < 0x800:
            out.append(0xC0 | (cp >> 6))
            out.append(0x80 | (cp & 0x3F))
        elif cp < 0x10000:
            out.append(0xE0 | (cp >> 12))
            out.append(0x80 | ((cp >> 6) & 0x3F))
            out.append(0x80 | (cp & 0x3F))
        else:
            out.append(0xF0 | (cp >> 18))
            out.append(0x80 | ((cp >> 12) & 0x3F))
            out.append(0x80 | ((cp >> 6) & 0x3F))
            out.append(0x80 | (cp & 0x3F))
    return bytes(out)


def utf8_decode(data):
    chars = []
    i = 0
    n = len(data)
    while i < n:
        b0 = data[i]
        if b0 < 0x80:
            chars.append(chr(b0))
            i += 1
            continue
        if b0 >= 0xF0:
            need, cp = 3, b0 & 0x07
        elif b0 >= 0xE0:
            need, cp = 2, b0 & 0x0F
        elif b0 >= 0xC0:
            need, cp = 1, b0 & 0x1F
        else:
            raise ValueError("stray continuation byte 0x%02x at %d" % (b0, i))
        if i + need >= n:
            raise ValueError("truncated sequence at %d" % i)
        for k in range(1, need + 1):
            cont = data[i + k]
            if cont & 0xC0 != 0x80:
                raise ValueError("bad continuation 0x%02x at %d" % (cont, i + k))
            cp = (cp << 6) | (cont & 0x3F)
        chars.append(chr(cp))
        i += need + 1
    return "".join(chars)


def char_widths(data):
    widths = []
    for b in data:
        if b & 0xC0 != 0x80:
            widths.append(1)
        else:
            widths[-1] += 1
    return widths


words = ["hello", "Ünïcödé", "δοκιμή", "проверка", "テスト", "𝔘𝔫𝔦", "mixed: a→b ≠ c 🙂", "", "\x00\x7f\x80\u07ff\u0800\uffff\U00010000\U0010ffff"]
for w in words:
    mine = utf8_encode(w)
    ref = w.encode("utf-8")
    back = utf8_decode(mine)
    print(len(w), len(mine), mine == ref, back == w, char_widths(mine)[:8], mine[:6])

# hot loop: encode and decode a generated corpus many times
corpus = "".join(chr(c) for c in range(0x20, 0x3000, 37))
total = 0
for rnd in range(8):
    enc = utf8_encode(corpus[rnd:])
    total += len(enc)
    assert enc == corpus[rnd:].encode()
    assert utf8_decode(enc) == corpus[rnd:]
print(len(corpus), total)

# error paths of the hand-written decoder vs the builtin
bad_inputs = [b"\x80abc", b"ab\xc3", b"\xe2\x28\xa1", b"ok\xf0\x9f\x99", b"\xc3\xa9\xc3"]
for raw in bad_inputs:
    try:
        utf8_decode(raw)
        mine = "ok"
    except ValueError as e:
        mine = str(e)
    except IndexError as e:
        mine = "IndexError"
    try:
        raw.decode("utf-8")
        ref = "ok"
    except UnicodeDecodeError as e:
        ref = str(e)
    print(raw, "|", mine, "|", ref, "|", raw.decode("utf-8", "replace"), raw.decode("utf-8", "ignore"))


# a function that accepts both str and bytes (polymorphic, triggers re-specialisation)
def count_vowels(seq):
    vowels = b"aeiouAEIOU" if isinstance(seq, bytes) else "aeiouAEIOU"
    n = 0
    for x in seq:
        if isinstance(x, int):
            if x in vowels:
                n += 1
        elif x in vowels:
            n += 1
    return n


def first_diff(a, b):
    i = 0
    while i < len(a) and i < len(b) and a[i] == b[i]:
        i += 1
    return i


results = []
for i in range(40):
    s = "banana" * (i % 5) + "Apple"
    if i % 3 == 0:
        results.append(count_vowels(s.encode()))
    else:
        results.append(count_vowels(s))
print(results)
print(first_diff(b"abcdef", b"abcxef"), first_diff("abcdef", "abcxef"), first_diff(b"", b"x"), first_diff([1, 2], [1, 2]))
for i in range(30):
    a = (i * 7919).to_bytes(3, "big")
    b = (i * 7919 + 256).to_bytes(3, "big")
    if i % 10 == 0:
        print(i, a, b, first_diff(a, b), a < b, a[first_diff(a, b)] if first_diff(a, b) < 3 else None)

# bytes element access types and conversions
data = "Δx=5".encode()
print(data[0], data[-1], type(data[0]).__name__, data[0:1], type(data[0:1]).__name__, chr(data[2]), bytes([data[2]]))
print([hex(b) for b in data], "".join("%02x" % b for b in data) == data.hex(), data.decode().encode() == data)
print(str(data), repr(data), f"{data}", "{!r:>20}".format(data), ascii(data), bool(b""), bool(b"\x00"))
