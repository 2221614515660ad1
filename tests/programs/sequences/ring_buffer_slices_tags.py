# custom RingBuffer sequence with slice-aware __getitem__/__setitem__/__delitem__, hot loops slicing lists/tuples/strings with slice objects, and frozenset tag indexes queried with set algebra inside loops
class RingBuffer:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = [None] * capacity
        self.start = 0
        self.size = 0

    def append(self, value):
        end = (self.start + self.size) % self.capacity
        self.data[end] = value
        if self.size < self.capacity:
            self.size += 1
        else:
            self.start = (self.start + 1) % self.capacity

    def __len__(self):
        return self.size

    def _phys(self, i):
        return (self.start + i) % self.capacity

    def __getitem__(self, key):
        if isinstance(key, slice):
            return [self.data[self._phys(i)] for i in range(*key.indices(self.size))]
        if key < 0:
            key += self.size
        if not 0 <= key < self.size:
            raise IndexError("ring index out of range")
        return self.data[self._phys(key)]

    def __setitem__(self, key, value):
        if isinstance(key, slice):
            idx = range(*key.indices(self.size))
            values = list(value)
            if len(values) != len(idx):
                raise ValueError("need %d values, got %d" % (len(idx), len(values)))
            for i, v in zip(idx, values):
                self.data[self._phys(i)] = v
            return
        if key < 0:
            key += self.size
        self.data[self._phys(key)] = value

    def __delitem__(self, key):
        items = list(self)
        del items[key]
        self.data = [None] * self.capacity
        self.start = 0
        self.size = 0
        for v in items:
            self.append(v)

    def __iter__(self):
        for i in range(self.size):
            yield self.data[self._phys(i)]

    def __repr__(self):
        return "RingBuffer(%r)" % list(self)


rb = RingBuffer(8)
for i in range(13):
    rb.append(i * i)
print(rb, len(rb), rb[0], rb[-1], rb.start)
print(rb[2:5], rb[::-1], rb[::3], rb[-3:], rb[100:], rb[slice(1, None, 2)])
rb[0:2] = ["a", "b"]
rb[::4] = (True, False)
rb[-1] = "last"
print(rb)
del rb[1:3]
print(rb, rb.start, rb.size)
del rb[::2]
print(rb)
try:
    rb[0:3] = [1]
except ValueError as exc:
    print("ValueError:", exc)
try:
    rb[10]
except IndexError as exc:
    print("IndexError:", exc)
print(list(reversed(list(rb))), sum(1 for _ in rb), rb[:][::-1] == list(rb)[::-1])

print()
print("== moving windows ==")
samples = [((i * 37) % 101) / 10 for i in range(400)]
windows = [slice(i, i + 25) for i in range(0, 400, 25)]
means = []
for w in windows:
    chunk = samples[w]
    means.append(round(sum(chunk) / len(chunk), 3))
print(means)
ring = RingBuffer(10)
peaks = 0
for i, s in enumerate(samples):
    ring.append(s)
    if len(ring) == 10:
        last3 = ring[-3:]
        if last3[1] > last3[0] and last3[1] > last3[2]:
            peaks += 1
print("peaks", peaks, ring[::3], ring[slice(-2, None)])
text = "".join(chr(97 + (i * 7) % 26) for i in range(200))
step_slices = [slice(k, None, 5) for k in range(5)]
for s in step_slices:
    print(s.start, text[s][:20], len(text[s]), tuple(range(1000))[s][-1])
evens = odd = 0
for i in range(2000):
    s = slice(i % 7, i % 7 + 5, 1 + i % 3)
    part = samples[s]
    if len(part) % 2 == 0:
        evens += 1
    else:
        odd += len(part)
print(evens, odd)

print()
print("== frozenset tag index ==")
docs = {
    1: frozenset({101, 102, 103}),
    2: frozenset({102, 104}),
    3: frozenset({101, 104, 105}),
    4: frozenset(),
    5: frozenset({103, 105, 106, 107}),
    6: frozenset({101, 102, 103, 104, 105}),
}
index = {}
for doc_id, tags in docs.items():
    for t in tags:
        index.setdefault(t, set()).add(doc_id)
for t in sorted(index):
    print(t, sorted(index[t]))
queries = [frozenset({101}), frozenset({101, 104}), frozenset({106, 107}), frozenset({999}), frozenset()]
for q in queries:
    exact = [d for d, tags in sorted(docs.items()) if tags == q]
    superset = [d for d, tags in sorted(docs.items()) if q <= tags]
    overlap = [d for d, tags in sorted(docs.items()) if not q.isdisjoint(tags)]
    print(sorted(q), exact, superset, overlap)
by_tags = {}
for d, tags in docs.items():
    by_tags.setdefault(tags, []).append(d)
print(len(by_tags), by_tags[frozenset()], by_tags.get(frozenset({104, 102})))
all_tags = frozenset().union(*docs.values())
print(sorted(all_tags), type(all_tags).__name__)
common = frozenset(all_tags)
for tags in docs.values():
    if tags:
        common = common & tags
print(sorted(common), type(common).__name__)
pair_counts = {}
for i in range(300):
    a = docs[1 + i % 6]
    b = docs[1 + (i * 5) % 6]
    key = frozenset({1 + i % 6, 1 + (i * 5) % 6})
    pair_counts[key] = pair_counts.get(key, 0) + len(a & b) + len(a ^ b)
for key in sorted(pair_counts, key=sorted):
    print(sorted(key), pair_counts[key])
jaccard = {}
for x in docs:
    for y in docs:
        if x < y and (docs[x] | docs[y]):
            jaccard[frozenset({x, y})] = round(len(docs[x] & docs[y]) / len(docs[x] | docs[y]), 3)
best = max(jaccard, key=lambda k: (jaccard[k], sorted(k)))
print(sorted(best), jaccard[best], len(jaccard), sum(jaccard.values()))
