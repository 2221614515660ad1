from collections import deque

d = deque()
print(repr(d), len(d), bool(d), d.maxlen)
for i in range(6):
    d.append(i)
    d.appendleft(-i)
print(d)
print(d.pop(), d.popleft(), d)
d.extend("ab")
d.extendleft("xyz")
print(d, d.count(0), d.index("a"), d.index(0, 5))
for n in [1, -1, 3, -3, 0, 100, -101]:
    d.rotate(n)
    print("rotate", n, list(d))
d.rotate()
print("rotate default", list(d))
d.remove("a")
print(d, "a" in d, "b" in d)
d.insert(2, "INS")
d.insert(-1, "NEG")
d.insert(100, "END")
d.insert(-100, "START")
print(d)
d.reverse()
print(d)
print(d[0], d[-1], d[3])
d[1] = "SET"
del d[2]
print(d)
print(d * 2 == deque(list(d) * 2), len(d + deque([1])), d.copy() == d, d.copy() is d)
e = deque(d)
e *= 2
print(len(e))
d.clear()
print(d, len(d))

print("--- maxlen")
m = deque(range(10), maxlen=4)
print(m, m.maxlen)
m.append(10)
print(m)
m.appendleft(-1)
print(m)
m.extend(range(20, 26))
print(m)
m.extendleft("pq")
print(m)
m.insert(0, "x") if len(m) < m.maxlen else print("full: insert would raise")
try:
    m.insert(1, "boom")
except IndexError as ex:
    print("IndexError", ex)
m2 = deque(maxlen=0)
m2.append(1)
m2.extend([1, 2, 3])
print(m2, len(m2))
m3 = deque([1, 2, 3], 2)
print(m3, repr(deque("ab", maxlen=5)))
print(deque([1, 2]) + deque([3], maxlen=5), (deque([1, 2], maxlen=3) * 3))
m4 = deque([1, 2, 3], maxlen=3)
m4 += [4, 5]
print(m4)

print("--- comparisons")
print(deque([1, 2]) == deque([1, 2]), deque([1, 2]) < deque([1, 3]), deque([1, 2]) <= deque([1, 2, 0]), deque() == [])
print(deque([1, 2], maxlen=2) == deque([1, 2]))

print("--- errors")
cases = [
    lambda: deque().pop(), lambda: deque().popleft(), lambda: deque([1]).remove(2), lambda: deque([1]).index(5),
    lambda: deque([1])[5], lambda: deque(maxlen=-1), lambda: deque([1, 2], maxlen=2).insert(0, 0),
lambda: deque([1, 2]).index(2, 0, 1), lambda: deque(1),
]
for c in cases:
    try:
        print(c())
    except Exception as ex:
        print(type(ex).__name__, ex)

print("--- sliding window & palindromes")
def windows(seq, n):
    w = deque(maxlen=n)
    for x in seq:
        w.append(x)
        if len(w) == n:
            yield tuple(w)
print(list(windows(range(8), 3)))
def moving_avg(seq, n):
    w, s = deque(), 0
    for x in seq:
        w.append(x)
        s += x
        if len(w) > n:
            s -= w.popleft()
        yield round(s / len(w), 4)
print(list(moving_avg([40, 30, 50, 46, 39, 44, 60, 12], 3)))
def is_pal(s):
    dq = deque(c.lower() for c in s if c.isalnum())
    while len(dq) > 1:
        if dq.popleft() != dq.pop():
            return False
    return True
print([is_pal(s) for s in ["A man, a plan, a canal: Panama", "hello", "", "Was it a car or a cat I saw"]])
print("josephus", end=" ")
q = deque(range(1, 42))
order = []
while q:
    q.rotate(-2)
    order.append(q.popleft())
print(order[-3:], len(order))
it = iter(deque("abc"))
print(next(it), list(it), list(reversed(deque([1, 2, 3]))))
dd = deque([[1], [2]])
import copy
c1, c2 = copy.copy(dd), copy.deepcopy(dd)
dd[0].append(9)
print(c1, c2)
