from collections import deque

def show(label, *values):
    print(label, *values)

d = deque()
show("empty", d)
show("bool empty", bool(d))
for i in range(5):
    d.append(i)
    d.appendleft(-i)
show("after appends", d)
show("len", len(d))
show("pop", d.pop())
show("popleft", d.popleft())
show("now", d)
d.extend([10, 11])
d.extendleft("ab")
show("extended", d)
show("d[0], d[-1], d[3]", (d[0], d[-1], d[3]))
d[1] = "B"
show("after setitem", d)
del d[2]
show("after delitem", d)
d.rotate(3)
show("rotate(3)", d)
d.rotate(-5)
show("rotate(-5)", d)
d.rotate(0)
show("rotate(0)", d)
show("count(0)", d.count(0))
show("index(10)", d.index(10))
show("index(0, 2)", d.index(0, 2))
d.remove(10)
show("remove(10)", d)
d.insert(2, "ins")
d.insert(-1, "neg")
d.insert(100, "end")
show("inserts", d)
d.reverse()
show("reverse", d)
show("reversed", list(reversed(d)))
show("in", ("ins" in d, "zzz" in d))
c = d.copy()
show("copy equal", c == d)
c.append(1)
show("copy differs", c == d, c != d)
d.clear()
show("cleared", d, len(d))

# bounded deques
b = deque(range(5), maxlen=3)
show("bounded", b)
show("maxlen", b.maxlen, deque().maxlen)
b.append(9)
show("append drops left", b)
b.appendleft(7)
show("appendleft drops right", b)
b.extend(range(20, 25))
show("extend bounded", b)
b.extendleft([1, 2])
show("extendleft bounded", b)
z = deque([1, 2], maxlen=0)
z.append(3)
show("maxlen 0", z)

# errors
for action in ("pop", "popleft"):
    try:
        getattr(deque(), action)()
    except IndexError as e:
        show(action + " error", e)
try:
    b.insert(0, 1)
except IndexError as e:
    show("insert full", e)
try:
    deque([1, 2]).index(5)
except ValueError as e:
    show("index error", e)
try:
    deque([1, 2]).remove(5)
except ValueError as e:
    show("remove error", e)
try:
    deque([1])[3]
except IndexError as e:
    show("getitem error", e)
try:
    deque([], -1)
except ValueError as e:
    show("maxlen error", e)
try:
    deque([1]) + [2]
except TypeError as e:
    show("add error", e)
try:
    dd = deque([1, 2, 3])
    for x in dd:
        dd.append(x)
except RuntimeError as e:
    show("mutation", e)

# arithmetic and comparison
p = deque([1, 2])
q = deque([1, 3])
show("compare", p < q, p <= q, p > q, p == deque([1, 2]), p == [1, 2])
show("add", p + q)
show("mul", p * 3, 2 * p)
p += [5, 6]
show("iadd", p)
p *= 2
show("imul", p)
show("bounded mul", deque([1, 2], maxlen=3) * 2)

# a big queue uses append/popleft many times
q = deque()
total = 0
for i in range(100000):
    q.append(i)
    if len(q) > 50:
        total += q.popleft()
show("queue total", total, len(q), q[0], q[-1])
s = deque()
for i in range(1000):
    s.appendleft(i)
show("stack", s[0], s[-1], len(s), sum(s))

# sliding window maximum
def window_max(values, k):
    out = []
    win = deque()
    for i, v in enumerate(values):
        while win and values[win[-1]] <= v:
            win.pop()
        win.append(i)
        if win[0] <= i - k:
            win.popleft()
        if i >= k - 1:
            out.append(values[win[0]])
    return out

show("window", window_max([1, 3, -1, -3, 5, 3, 6, 7], 3))

# recursive repr and subclass repr
r = deque([1])
r.append(r)
show("recursive", r)

class History(deque):
    pass

h = History([1, 2], maxlen=5)
show("subclass", h, type(h.copy()).__name__, isinstance(h, deque))
