import sys

def encode_varint(n, out):
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return

def decode_varint(buf, pos):
    result = 0
    shift = 0
    while True:
        b = buf[pos]
        pos += 1
        result |= (b & 0x7F) << shift
        if not b & 0x80:
            return result, pos
        shift += 7

class Writer:
    def __init__(self):
        self.buf = bytearray()
    def u8(self, v):
        self.buf.append(v & 0xFF)
    def varint(self, v):
        encode_varint(v, self.buf)
    def text(self, s):
        data = s.encode("utf-8")
        self.varint(len(data))
        self.buf += data
    def blob(self, data):
        self.varint(len(data))
        self.buf.extend(data)
    def getvalue(self):
        return bytes(self.buf)

class Reader:
    def __init__(self, data):
        self.data = data
        self.pos = 0
    def u8(self):
        v = self.data[self.pos]
        self.pos += 1
        return v
    def varint(self):
        v, self.pos = decode_varint(self.data, self.pos)
        return v
    def text(self):
        n = self.varint()
        s = self.data[self.pos:self.pos + n].decode("utf-8")
        self.pos += n
        return s
    def blob(self):
        n = self.varint()
        b = self.data[self.pos:self.pos + n]
        self.pos += n
        return b

def checksum(buf):
    a, b = 1, 0
    for x in buf:
        a = (a + x) % 65521
        b = (b + a) % 65521
    return (b << 16) | a

records = [(i, "name-%d" % i, bytes([i % 256, (i * 7) % 256])) for i in range(300)]
w = Writer()
for rid, name, payload in records:
    w.varint(rid * 1000)
    w.text(name)
    w.blob(payload)
    w.u8(rid)
data = w.getvalue()
print(len(data), checksum(data), data[:12])
r = Reader(bytearray(data))
ok = 0
for rid, name, payload in records:
    if r.varint() == rid * 1000 and r.text() == name and r.blob() == payload and r.u8() == rid % 256:
        ok += 1
print("decoded", ok, r.pos == len(data))

# in-place edits
buf = bytearray(b"The quick brown fox")
buf[4:9] = b"slow"
buf[0] = ord("t")
del buf[-4:]
buf.insert(0, ord("["))
buf += b"]"
print(buf, buf.upper(), buf.count(b"o"), buf.find(b"slow"), buf.rfind(b"o"))
buf.reverse()
print(buf, buf[::2], buf[-3:])
buf[::2] = bytes(len(buf[::2]))
print(buf)
while buf:
    buf.pop()
print(buf, len(buf), bool(buf))

# xor cipher and hex
key = b"k3y"
plain = "meet at noon".encode()
cipher = bytearray(len(plain))
for i in range(len(plain)):
    cipher[i] = plain[i] ^ key[i % len(key)]
print(cipher.hex(), bytes(cipher).hex(" ", 4))
back = bytearray(c ^ key[i % 3] for i, c in enumerate(cipher))
print(back.decode(), back == plain, plain == back, back < bytearray(b"z"))

# growth
big = bytearray()
for i in range(20000):
    big.append(i % 251)
print(len(big), sum(big), big[12345], checksum(big))
print(bytearray(b"a-b-c").split(b"-"), bytearray(b"x").join([b"1", bytearray(b"2")]), bytearray.fromhex("ff 00 10"))
print(int.from_bytes(bytearray(b"\x12\x34"), "little"), list(reversed(bytearray(b"abc"))), sorted(bytearray(b"zyx")))
print(str(bytearray(b"caf\xc3\xa9"), "utf-8"), bytearray("abc", "ascii") + b"d", b"d" + bytearray(b"e"))
print(isinstance(big, bytearray), type(big).__name__, bytearray(b"ab") * 2, 2 * bytearray(b"c"))
try:
    hash(big)
except TypeError as e:
    print("TypeError", e)
try:
    big[0] = 256
except ValueError as e:
    print("ValueError", e)
try:
    big.extend("text")
except TypeError as e:
    print("TypeError", e)
