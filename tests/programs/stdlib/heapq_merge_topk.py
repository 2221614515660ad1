import heapq
import random

rng = random.Random(8)
data = [rng.randint(-100, 100) for _ in range(40)]
print(data)
for n in [0, 1, 3, 10, 40, 50]:
    print(n, heapq.nlargest(n, data), heapq.nsmallest(n, data))
words = "the quick brown fox jumps over the lazy dog again and again".split()
print(heapq.nlargest(3, words, key=len), heapq.nsmallest(4, words, key=lambda w: (len(w), w)))
print(heapq.nlargest(2, [(1, "a"), (1, "b"), (0, "z")]), heapq.nsmallest(2, iter([5, 1, 4])), heapq.nlargest(1, []))
recs = [{"n": "a", "s": 3}, {"n": "b", "s": 9}, {"n": "c", "s": 9}, {"n": "d", "s": 1}]
print([r["n"] for r in heapq.nlargest(3, recs, key=lambda r: r["s"])], [r["n"] for r in heapq.nsmallest(2, recs, key=lambda r: r["s"])])

print("--- merge")
a, b, c = sorted(data[:10]), sorted(data[10:25]), sorted(data[25:])
print(list(heapq.merge(a, b, c)) == sorted(data))
print(list(heapq.merge([1, 3, 5], [2, 4, 6], [0, 7])))
print(list(heapq.merge([5, 3, 1], [6, 2], reverse=True)))
print(list(heapq.merge(["a", "ccc"], ["bb", "dddd"], key=len)))
print(list(heapq.merge([], [], [1])), list(heapq.merge()), list(heapq.merge([(1, "x")], [(1, "a")])))
print(list(heapq.merge("ace", "bdf")), list(heapq.merge([3, 2, 1], [4, 0], key=lambda x: -x)))

print("--- heap ops")
h = []
for x in [5, 7, 9, 1, 3, 8, 2, 6, 4, 0]:
    heapq.heappush(h, x)
    assert h[0] == min(h)
print(h)
print(heapq.heappushpop(h, -1), heapq.heappushpop(h, 100), h[0])
print(heapq.heapreplace(h, 50), h[0], len(h))
out = []
while h:
    out.append(heapq.heappop(h))
print(out)
h2 = list(data)
heapq.heapify(h2)
print(all(h2[i] <= h2[c] for i in range(len(h2)) for c in (2 * i + 1, 2 * i + 2) if c < len(h2)))
print([heapq.heappop(h2) for _ in range(8)])
for bad in [lambda: heapq.heappop([]), lambda: heapq.heapreplace([], 1), lambda: heapq.heappush((), 1), lambda: heapq.heapify((1,))]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)

print("--- k-way merge of logs")
logs = {
    "web": [(1, "GET /"), (4, "GET /a"), (9, "POST /b")],
    "db": [(2, "SELECT"), (3, "UPDATE"), (10, "COMMIT")],
    "cache": [(0, "MISS"), (4, "HIT"), (8, "EVICT")],
}
streams = [((t, src, msg) for t, msg in entries) for src, entries in sorted(logs.items())]
for t, src, msg in heapq.merge(*streams):
    print(f"{t:3d} {src:<6} {msg}")

print("--- running median")
lo, hi = [], []
meds = []
for x in [5, 15, 1, 3, 8, 7, 9, 10, 20, 2, 6]:
    if not lo or x <= -lo[0]:
        heapq.heappush(lo, -x)
    else:
        heapq.heappush(hi, x)
    if len(lo) > len(hi) + 1:
        heapq.heappush(hi, -heapq.heappop(lo))
    elif len(hi) > len(lo):
        heapq.heappush(lo, -heapq.heappop(hi))
    meds.append(-lo[0] if len(lo) > len(hi) else (-lo[0] + hi[0]) / 2)
print(meds)

print("--- dijkstra")
graph = {"A": {"B": 7, "C": 9, "F": 14}, "B": {"A": 7, "C": 10, "D": 15}, "C": {"A": 9, "B": 10, "D": 11, "F": 2},
         "D": {"B": 15, "C": 11, "E": 6}, "E": {"D": 6, "F": 9}, "F": {"A": 14, "C": 2, "E": 9}}
def dijkstra(src):
    dist, prev = {src: 0}, {}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist[u]:
            continue
        for v, w in sorted(graph[u].items()):
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v], prev[v] = nd, u
                heapq.heappush(pq, (nd, v))
    return dist, prev
for s in "AD":
    dist, prev = dijkstra(s)
    paths = {}
    for node in sorted(dist):
        p, cur = [node], node
        while cur in prev:
            cur = prev[cur]
            p.append(cur)
        paths[node] = "".join(reversed(p))
    print(s, sorted(dist.items()), paths)
print("--- heap sort stability via counter")
items = [("b", 2), ("a", 1), ("c", 2), ("d", 1), ("e", 0)]
hh = [(pri, i, name) for i, (name, pri) in enumerate(items)]
heapq.heapify(hh)
print([heapq.heappop(hh)[2] for _ in range(len(items))])
