# The program's directory comes first on the module search path: local modules named
# like standard library ones (heapq, statistics, the json package) are the ones imported.
import heapq
import statistics
import json
from json.encoder import dumps

print("local heapq:", heapq.LOCAL, heapq.__file__.rsplit("/", 1)[-1])
print("local json:", json.__file__.rsplit("/", 2)[-2:], json.__all__, dumps is json.dumps)

h = []
x = 7
for i in range(2000):
    x = (x * 1103515245 + 12345) % 65536
    heapq.heappush(h, x)
out = [heapq.heappop(h) for _ in range(10)]
print("smallest:", out, "pushes:", heapq.pushes, "left:", len(h))
print("nsmallest:", heapq.nsmallest(4, [9, 3, 7, 1, 8, 2]))
data = [heapq.heappop(h) % 1000 for _ in range(500)]
print("mean:", statistics.mean(data), "median:", statistics.median(data))
print(json.dumps({"n": len(data), "ok": True, "tags": ["a", "b\"c"], "none": None}))
try:
    json.dumps(1.5)
except TypeError as e:
    print("TypeError:", e)
