# binary key-value store: append-only log written with 'wb'/'ab', read back with read(n)/read(), compaction, corruption detection
def checksum(data):
    s = 0
    for i, b in enumerate(data):
        s = (s * 33 + b + i) & 0xFFFF
    return s


def encode_entry(key, value):
    k = key.encode("utf-8")
    if value is None:
        v = b""
        flag = 1
    else:
        v = value.encode("utf-8")
        flag = 0
    body = bytes([flag]) + len(k).to_bytes(1, "big") + len(v).to_bytes(2, "little") + k + v
    return body + checksum(body).to_bytes(2, "big")


class Store:
    HEADER = b"KVS\x00\x01"

    def __init__(self, path):
        self.path = path
        self.index = {}
        with open(path, "wb") as f:
            f.write(self.HEADER)

    def put(self, key, value):
        with open(self.path, "ab") as f:
            n = f.write(encode_entry(key, value))
        return n

    def delete(self, key):
        return self.put(key, None)

    def put_many(self, pairs):
        with open(self.path, "ab") as f:
            f.writelines([encode_entry(k, v) for k, v in pairs])

    def scan(self):
        entries = []
        with open(self.path, "rb") as f:
            head = f.read(len(self.HEADER))
            if head != self.HEADER:
                raise ValueError("bad header: %r" % head)
            while True:
                fixed = f.read(4)
                if not fixed:
                    break
                if len(fixed) < 4:
                    raise ValueError("short entry header %r" % fixed)
                flag = fixed[0]
                klen = fixed[1]
                vlen = int.from_bytes(fixed[2:4], "little")
                rest = f.read(klen + vlen + 2)
                if len(rest) != klen + vlen + 2:
                    raise ValueError("truncated entry for %d+%d bytes" % (klen, vlen))
                body = fixed + rest[:-2]
                if checksum(body) != int.from_bytes(rest[-2:], "big"):
                    raise ValueError("checksum mismatch at key %r" % rest[:klen])
                key = rest[:klen].decode("utf-8")
                value = None if flag else rest[klen:klen + vlen].decode("utf-8")
                entries.append((key, value))
        return entries

    def load(self):
        self.index = {}
        for k, v in self.scan():
            if v is None:
                self.index.pop(k, None)
            else:
                self.index[k] = v
        return self.index

    def compact(self):
        live = self.load()
        with open(self.path, "wb") as f:
            f.write(self.HEADER)
            for k in sorted(live):
                f.write(encode_entry(k, live[k]))

    def size(self):
        with open(self.path, "rb") as f:
            return len(f.read())


s = Store("data.kvs")
print(s.size(), s.put("name", "Ada"), s.put("city", "Zürich"))
s.put("greeting", "こんにちは")
s.put("name", "Ada Lovelace")
s.delete("city")
s.put_many([("k%d" % i, "v" * i) for i in range(5)])
s.put("empty", "")
s.delete("k3")
s.delete("missing")
print("entries", len(s.scan()), "size", s.size())
for k, v in s.scan():
    print(" ", repr(k), repr(v))
idx = s.load()
for k in sorted(idx):
    print(k, "=", idx[k])

before = s.size()
s.compact()
after = s.size()
print("compact", before, "->", after, sorted(s.load().items()) == sorted(idx.items()))

with open("data.kvs", "rb") as f:
    raw = f.read()
print(raw[:5], raw[5:9], raw.count(b"k"), raw.find(b"Ada"), raw.rfind(b"v"), b"\xe3\x81\x93" in raw)

# hot loop: many puts, then load
for i in range(120):
    s.put("key%03d" % (i % 40), "val-%d-ß" % i)
idx = s.load()
print(len(idx), idx["key000"], idx["key039"], s.size())
s.compact()
print(s.size(), len(s.scan()))

# corruption: flip a byte in the middle and truncate the tail
with open("data.kvs", "rb") as f:
    raw = f.read()
mid = len(raw) // 2
bad = raw[:mid] + bytes([raw[mid] ^ 0x5A]) + raw[mid + 1:]
with open("data.kvs", "wb") as f:
    f.write(bad)
try:
    s.scan()
    print("no error?")
except (ValueError, UnicodeDecodeError) as e:
    print(type(e).__name__, e)
with open("data.kvs", "wb") as f:
    f.write(raw[:-3])
try:
    s.scan()
except ValueError as e:
    print(type(e).__name__, e)
with open("data.kvs", "wb") as f:
    f.write(b"KVS\x00\x02" + raw[5:])
try:
    s.scan()
except ValueError as e:
    print(type(e).__name__, e)
with open("data.kvs", "wb") as f:
    f.write(raw + b"\x00\x01")
try:
    s.scan()
except ValueError as e:
    print(type(e).__name__, e)

# writing str to a binary file / bytes to text file fails
try:
    with open("x.bin", "wb") as f:
        f.write("text")
except TypeError as e:
    print(type(e).__name__, e)
try:
    with open("x.txt", "w") as f:
        f.write(b"bytes")
except TypeError as e:
    print(type(e).__name__, e)
with open("x.bin", "rb") as f:
    print(f.read(), f.read(5), f.mode)
