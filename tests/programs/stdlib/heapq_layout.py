# heapq: the exact list layout after every kind of operation, on random data,
# and the number of comparisons each operation makes.
import heapq

seed = 31337
def rnd(n):
    global seed
    seed = (seed * 1103515245 + 12345) % 2147483648
    return (seed >> 8) % n

def checksum(h):
    total = 0
    for i, v in enumerate(h):
        total = (total * 31 + v * (i + 1)) % 1000000007
    return total

def is_heap(h):
    for k in range(len(h)):
        for c in (2 * k + 1, 2 * k + 2):
            if c < len(h) and h[c] < h[k]:
                return False
    return True

# A long random session of pushes and pops with small values (many ties).
h = []
popped = []
for step in range(4000):
    op = rnd(7)
    if op < 3:
        heapq.heappush(h, rnd(40))
    elif op == 3 and h:
        popped.append(heapq.heappop(h))
    elif op == 4 and h:
        popped.append(heapq.heapreplace(h, rnd(40)))
    elif op == 5:
        popped.append(heapq.heappushpop(h, rnd(40)))
    if step % 400 == 0:
        print(step, len(h), checksum(h), h[:16])
print(len(h), checksum(h), is_heap(h), sum(popped), len(popped), popped[-20:])

# heapify at many sizes, including the large ones (> 2500 items).
for n in (0, 1, 2, 3, 4, 7, 8, 15, 16, 31, 100, 1000, 2499, 2500, 2501, 4096, 6000):
    data = [rnd(100000) for _ in range(n)]
    heapq.heapify(data)
    print("heapify", n, checksum(data), is_heap(data), data[:8])

# Drain a heap completely and compare with sorting.
data = [rnd(500) for _ in range(1500)]
h = list(data)
heapq.heapify(h)
out = []
while h:
    out.append(heapq.heappop(h))
print(out == sorted(data), out[:10], out[-10:])

# Count comparisons: every operation uses only '<'.
class Counted:
    compares = 0
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        Counted.compares += 1
        return self.v < other.v
    def __repr__(self):
        return str(self.v)

items = [Counted(rnd(1000)) for _ in range(200)]
h = []
for it in items:
    heapq.heappush(h, it)
print("push x200 compares:", Counted.compares)
Counted.compares = 0
for _ in range(50):
    heapq.heappop(h)
print("pop x50 compares:", Counted.compares, h[:10])
Counted.compares = 0
h2 = list(items)
heapq.heapify(h2)
print("heapify 200 compares:", Counted.compares, h2[:10])
Counted.compares = 0
for i in range(30):
    heapq.heapreplace(h2, Counted(rnd(1000)))
    heapq.heappushpop(h2, Counted(rnd(1000)))
print("replace/pushpop compares:", Counted.compares, h2[:10])
for k in (1, 5, 50, 199, 200, 250):
    Counted.compares = 0
    small = heapq.nsmallest(k, items)
    c1 = Counted.compares
    Counted.compares = 0
    large = heapq.nlargest(k, iter(items))
    c2 = Counted.compares
    print("k=%d nsmallest %d cmp, nlargest %d cmp" % (k, c1, c2), small[:5], large[:5])

# Floats with infinities and negative zero keep their order.
fl = [3.5, float("inf"), -0.0, 0.0, -2.25, float("-inf"), 1e300, -1e-300]
h = []
for x in fl:
    heapq.heappush(h, x)
print(h, [heapq.heappop(h) for _ in range(len(fl))])

# Max-heap by negation, and a heap of tuples with tie-breaking.
mx = []
for v in [rnd(100) for _ in range(20)]:
    heapq.heappush(mx, -v)
print([-heapq.heappop(mx) for _ in range(10)])
th = []
for i in range(20):
    heapq.heappush(th, (rnd(3), "x" * rnd(3), i))
print(th)
print([heapq.heappop(th) for _ in range(8)])
