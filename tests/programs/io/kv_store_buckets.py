# A key-value store on disk: one file per bucket plus an index file, rewritten on update/delete, reloaded from scratch and checked.
class Store:
    def __init__(self, nbuckets=4):
        self.nbuckets = nbuckets
        self.writes = 0

    def bucket_path(self, key):
        h = 0
        for ch in key:
            h = (h * 31 + ord(ch)) % 1000003
        return "bucket%d.kv" % (h % self.nbuckets)

    def load_bucket(self, path):
        data = {}
        try:
            with open(path) as f:
                for line in f:
                    key, sep, value = line.rstrip("\n").partition("\t")
                    if sep:
                        data[key] = value.replace("\\n", "\n").replace("\\t", "\t")
        except FileNotFoundError:
            pass
        return data

    def save_bucket(self, path, data):
        with open(path, "w") as f:
            for key in sorted(data):
                v = data[key].replace("\t", "\\t").replace("\n", "\\n")
                f.write(f"{key}\t{v}\n")
        self.writes += 1
        with open("index.txt", "w") as idx:
            for i in range(self.nbuckets):
                p = "bucket%d.kv" % i
                print(p, len(self.load_bucket(p)), sep=":", file=idx)

    def put(self, key, value):
        path = self.bucket_path(key)
        data = self.load_bucket(path)
        data[key] = value
        self.save_bucket(path, data)

    def get(self, key, default=None):
        return self.load_bucket(self.bucket_path(key)).get(key, default)

    def delete(self, key):
        path = self.bucket_path(key)
        data = self.load_bucket(path)
        if key not in data:
            raise KeyError(key)
        del data[key]
        self.save_bucket(path, data)

    def items(self):
        out = {}
        for i in range(self.nbuckets):
            out.update(self.load_bucket("bucket%d.kv" % i))
        return sorted(out.items())


s = Store()
s.put("name", "ember")
s.put("motto", "fast\tand\nsafe")
s.put("lang", "rust")
print(s.get("name"), repr(s.get("motto")), s.get("missing", "-"), s.writes)
s.put("name", "ember-jit")
s.delete("lang")
try:
    s.delete("lang")
except KeyError as e:
    print("KeyError", e)
print(s.items())
with open("index.txt") as f:
    print(f.read().split())
with open(s.bucket_path("motto")) as f:
    print(repr(f.read()))

# bulk load, then verify via a fresh Store object reading only the files (hot)
for i in range(150):
    s.put("user%03d" % i, "score=%d" % (i * 37 % 101))
for i in range(0, 150, 7):
    s.delete("user%03d" % i)
fresh = Store()
items = fresh.items()
total = sum(int(v.split("=")[1]) for k, v in items if k.startswith("user"))
print(len(items), total, items[:2], items[-1], s.writes)
with open("index.txt") as f:
    counts = [int(line.split(":")[1]) for line in f]
print(counts, sum(counts) == len(items))
sizes = []
for i in range(4):
    with open("bucket%d.kv" % i) as f:
        sizes.append(len(f.readlines()))
print(sizes)
