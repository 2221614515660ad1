# bisect: table lookups, sorted insertion, key= functions and argument checks.
import bisect
from bisect import bisect_left, bisect_right, insort, insort_left

def grade(score, breakpoints=(60, 70, 80, 90), grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]

scores = [33, 99, 77, 70, 89, 90, 100, 59, 60, 0, 81, 69]
print([grade(s) for s in scores])
print([grade(s, (50, 75), "LMH") for s in scores])

# Counting values in ranges with a sorted list.
seed = 2024
def rnd(n):
    global seed
    seed = (seed * 1103515245 + 12345) % 2147483648
    return (seed >> 4) % n

values = sorted(rnd(1000) for _ in range(300))
for lo, hi in [(0, 100), (100, 250), (250, 500), (500, 999), (999, 1000), (400, 400)]:
    count = bisect_left(values, hi) - bisect_left(values, lo)
    print("values in [%d, %d): %d" % (lo, hi, count))

def index_of(a, x):
    i = bisect_left(a, x)
    if i != len(a) and a[i] == x:
        return i
    return -1

def find_lt(a, x):
    i = bisect_left(a, x)
    return a[i - 1] if i else None

def find_ge(a, x):
    i = bisect_left(a, x)
    return a[i] if i != len(a) else None

for probe in [values[0], values[17], values[-1], -5, 1000, 500]:
    print(probe, index_of(values, probe), find_lt(values, probe), find_ge(values, probe))

# Duplicates: left and right insertion points bracket the run.
dups = [1, 2, 2, 2, 3, 5, 5, 8]
for x in range(0, 10):
    print(x, bisect_left(dups, x), bisect_right(dups, x), bisect_left(dups, x, 2, 6), bisect_right(dups, x, lo=3), bisect_right(dups, x, 0, 4))

# A leaderboard kept sorted with insort; ties keep arrival order with insort_right.
board = []
names = ["ann", "bob", "cyd", "dee", "eve", "fay", "gus", "hal", "ivy", "jon"]
for i, name in enumerate(names):
    pts = rnd(5) * 10
    insort(board, (pts, i, name))
print(board)
print("top 3:", [entry[2] for entry in board[-3:][::-1]])

# key= (Python 3.10+): search records by a field without building a key list.
records = []
for i in range(25):
    rec = {"id": i, "time": rnd(50)}
    insort(records, rec, key=lambda r: r["time"])
print([(r["time"], r["id"]) for r in records])
t = 20
pos = bisect_left(records, t, key=lambda r: r["time"])
print("first at or after", t, "->", records[pos]["time"] if pos < len(records) else None, pos)
print(bisect_right(records, t, key=lambda r: r["time"]), bisect.bisect(records, 49, key=lambda r: r["time"]))

words = []
for w in "pear fig banana kiwi apple plum date cherry lime".split():
    insort_left(words, w, key=len)
print(words)
bisect.insort_right(words, "grape", key=len)
bisect.insort_left(words, "melon", key=len)
print(words)

# Searching a sub-range with lo/hi and the -1 default for hi.
a = list(range(0, 40, 3))
print(a)
print(bisect_left(a, 20, 5), bisect_left(a, 20, 0, 3), bisect_right(a, 20, 0, -1), bisect_left(a, 20, 9, 2))
print(bisect_left(a, 20, True), bisect_right(a, 21, hi=len(a)))

# Argument errors.
for thunk in (lambda: bisect_left(a, 3, -1),
              lambda: bisect_right(a, 3, lo=-10),
              lambda: insort(a, 3, -2),
              lambda: bisect_left(a, 3, 1.0),
              lambda: bisect_right(a, 3, 0, "9"),
              lambda: bisect_left(None, 3)):
    try:
        print(thunk())
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)

# Insertion into a long list stays sorted.
big = []
for i in range(2000):
    insort(big, rnd(10000))
print(len(big), big[:10], big[-5:], all(big[i] <= big[i + 1] for i in range(len(big) - 1)))
print(sum(big), bisect_left(big, 5000), bisect_right(big, 5000))
