# heapq: a discrete-event scheduler, priority queues with tuples, and top-k queries.
import heapq

class Task:
    def __init__(self, name, cost):
        self.name = name
        self.cost = cost
    def __repr__(self):
        return "Task(%s,%d)" % (self.name, self.cost)

seed = 99
def rnd(n):
    global seed
    seed = (seed * 1103515245 + 12345) % 2147483648
    return (seed >> 4) % n

# Events are (time, sequence, task); the sequence number breaks ties so that
# Task objects are never compared.
events = []
seq = 0
for name in ["build", "test", "lint", "docs", "pack", "ship", "bench", "fuzz"]:
    heapq.heappush(events, (rnd(20), seq, Task(name, 1 + rnd(6))))
    seq += 1
print([(t, s) for t, s, _ in events])

clock = 0
done = []
while events:
    clock, s, task = heapq.heappop(events)
    done.append("%d:%s" % (clock, task.name))
    if task.cost > 3 and not task.name.endswith("+"):
        # Long tasks requeue a follow-up.
        heapq.heappush(events, (clock + task.cost, seq, Task(task.name + "+", task.cost // 2)))
        seq += 1
    print("t=%-3d ran %-7s queue=%s" % (clock, task.name, [(t, q) for t, q, _ in events]))
print(done)

# heapify, then a mix of operations; print the raw layout each time.
h = [rnd(100) for _ in range(15)]
print("raw    ", h)
heapq.heapify(h)
print("heapify", h)
for step in range(12):
    op = rnd(4)
    if op == 0:
        v = rnd(100)
        heapq.heappush(h, v)
        print("push %2d" % v, h)
    elif op == 1:
        v = heapq.heappop(h)
        print("pop  %2d" % v, h)
    elif op == 2:
        v = rnd(100)
        r = heapq.heapreplace(h, v)
        print("repl %2d->%2d" % (r, v), h)
    else:
        v = rnd(100)
        r = heapq.heappushpop(h, v)
        print("ppop %2d->%2d" % (v, r), h)
print(heapq.heappushpop([], 5), heapq.heappushpop([1], 0))

# Heap sort.
def heapsort(items):
    h = []
    for x in items:
        heapq.heappush(h, x)
    return [heapq.heappop(h) for _ in range(len(h))]
data = [rnd(1000) for _ in range(40)]
print(heapsort(data) == sorted(data), heapsort(data)[:12])

# Top-k with and without key, stable for ties.
sales = [("north", rnd(500)) for _ in range(3)] + [("south", rnd(500)) for _ in range(4)] + [("east", 250), ("west", 250), ("mid", 250)]
print(heapq.nlargest(3, sales, key=lambda s: s[1]))
print(heapq.nsmallest(4, sales, key=lambda s: s[1]))
print(heapq.nlargest(5, [s[1] for s in sales]), heapq.nsmallest(2, iter([s[1] for s in sales])))
print(heapq.nsmallest(1, sales, key=lambda s: -s[1]), heapq.nlargest(0, sales), heapq.nsmallest(10, []))
words = "the quick brown fox jumps over the lazy dog again and again".split()
print(heapq.nlargest(4, words, key=len), heapq.nsmallest(4, words, key=len))
print(heapq.nsmallest(3, words), heapq.nlargest(3, iter(words)))

# Merging sorted streams lazily (like merging log files).
log_a = [(1, "a-start"), (4, "a-work"), (9, "a-end")]
log_b = [(2, "b-start"), (4, "b-work"), (5, "b-more"), (12, "b-end")]
log_c = [(0, "c-boot"), (9, "c-end")]
for ts, msg in heapq.merge(log_a, log_b, log_c):
    print(ts, msg)
print(list(heapq.merge([5, 3, 1], [4, 2], [6, 0], reverse=True)))
print(list(heapq.merge(["bb", "dddd"], ["a", "ccc", "eeeee"], key=len)))
print(list(heapq.merge(log_a, log_b, key=lambda e: e[0])))

for thunk in (lambda: heapq.heappop([]), lambda: heapq.heapreplace([], 1), lambda: heapq.heappush((), 1), lambda: heapq.heapify({})):
    try:
        thunk()
    except (IndexError, TypeError) as e:
        print(type(e).__name__ + ":", e)
