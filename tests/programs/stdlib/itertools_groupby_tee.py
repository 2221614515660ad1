# itertools.groupby and tee: grouping log records, group lifetime, shared buffers.
from itertools import groupby, tee, islice, chain, accumulate, zip_longest, pairwise

log = [
    ("09:00", "web", "GET /"), ("09:00", "web", "GET /a"), ("09:01", "db", "query"),
    ("09:01", "db", "query"), ("09:01", "web", "POST /b"), ("09:02", "cache", "miss"),
    ("09:02", "cache", "hit"), ("09:02", "cache", "hit"), ("09:03", "web", "GET /"),
]
# Consecutive runs by service (not sorted: the same key can come back).
for service, entries in groupby(log, key=lambda e: e[1]):
    entries = list(entries)
    print("%-6s x%d %s" % (service, len(entries), [e[2] for e in entries]))
# Per-minute counts, then per-service totals after sorting.
print([(minute, len(list(g))) for minute, g in groupby(log, key=lambda e: e[0])])
by_service = sorted(log, key=lambda e: e[1])
print([(s, sum(1 for _ in g)) for s, g in groupby(by_service, key=lambda e: e[1])])
# Nested grouping: minute, then service.
for minute, group in groupby(log, key=lambda e: e[0]):
    inner = [(svc, len(list(g2))) for svc, g2 in groupby(group, key=lambda e: e[1])]
    print(minute, inner)

# A group is only valid until the groupby advances.
gb = groupby("aaabbbcccd")
key_a, group_a = next(gb)
print(key_a, next(group_a))
key_b, group_b = next(gb)
print(key_b, list(group_a), list(group_b), list(group_b))
remaining = [(k, "".join(g)) for k, g in gb]
print(remaining)
# Skipping groups without reading them.
print([k for k, _ in groupby([1, 1, 2, 2, 2, 3, 1, 1, 1, 1])])
# Keys compare with ==: 1, 1.0 and True share a group.
print([(k, list(g)) for k, g in groupby([1, 1.0, True, 2, 2.0, 0, False, 0.0])])
# Deterministic pseudo-random interleaving of outer and inner steps.
seed = 17
def rnd(n):
    global seed
    seed = (seed * 1103515245 + 12345) % 2147483648
    return (seed >> 8) % n
for trial in range(6):
    data = [rnd(3) for _ in range(10)]
    gb = groupby(data)
    groups = []
    trace = []
    for step in range(16):
        if rnd(3) == 0 or not groups:
            try:
                k, g = next(gb)
                groups.append(g)
                trace.append("K%d" % k)
            except StopIteration:
                trace.append("END")
        else:
            g = groups[rnd(len(groups))]
            try:
                trace.append("v%d" % next(g))
            except StopIteration:
                trace.append("-")
    print(data, " ".join(trace))

# tee: independent iterators over one source, consumed lazily.
pulled = []
def source(n):
    for i in range(n):
        pulled.append(i)
        yield i * i
a, b = tee(source(6))
print(next(a), next(a), next(a), pulled)
print(list(b), pulled)
print(list(a), pulled)
x, y, z = tee(range(5), 3)
print(list(zip(x, islice(y, 1, None), islice(z, 2, None))))
first, second = tee(iter("abcdef"))
third, fourth = tee(first)
print(third is first, next(third), next(fourth), list(second), list(third), list(fourth))
print(tee([1, 2], 1)[0].__class__ is tee([1], 2)[1].__class__, tee([], 0))
try:
    tee([1], -1)
except ValueError as e:
    print("ValueError:", e)

# Look-ahead with tee + pairwise style differences and running sums.
readings = [12, 15, 11, 20, 20, 18, 25]
now, ahead = tee(readings)
next(ahead, None)
print([b - a for a, b in zip(now, ahead)], list(pairwise(readings)) == list(zip(readings, readings[1:])))
totals, copy_for_max = tee(accumulate(readings))
print(list(totals), max(copy_for_max))
left, right = tee(chain("ab", "cd"))
print(list(zip_longest(left, islice(right, 1, None), fillvalue="_")))
