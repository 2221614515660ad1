# Exceptions raised and caught inside methods called at hot sites, with
# finally blocks updating attributes, and exceptions propagating through
# several method frames.


class Parser:
    def __init__(self):
        self.ok = 0
        self.bad = 0
        self.cleanups = 0

    def parse(self, s):
        try:
            return int(s)
        except ValueError:
            self.bad += 1
            return -1
        finally:
            self.cleanups += 1

    def parse_all(self, items):
        out = 0
        for s in items:
            v = self.parse(s)
            if v >= 0:
                self.ok += 1
                out += v
        return out


p = Parser()
data = [str(i) if i % 7 else "x" + str(i) for i in range(50)]
tot = 0
for _ in range(40):
    tot += p.parse_all(data)
print(tot, p.ok, p.bad, p.cleanups)


class Stack:
    def __init__(self):
        self.items = []
        self.errors = 0

    def pop(self):
        if not self.items:
            raise IndexError("pop from empty Stack")
        return self.items.pop()

    def safe_pop(self, default):
        try:
            return self.pop()
        except IndexError:
            self.errors += 1
            return default


st = Stack()
acc = 0
for i in range(1000):
    if i % 3 == 0:
        st.items.append(i)
    acc += st.safe_pop(-1)
print(acc, st.errors, len(st.items))


class Validator:
    def check(self, v):
        if v < 0:
            raise ValueError("negative: %d" % v)
        return v

    def deep(self, v, depth):
        if depth == 0:
            return self.check(v)
        return self.deep(v, depth - 1) + 1


val = Validator()
s = 0
errs = []
for i in range(600):
    try:
        s += val.deep(i % 13 - 3, 4)
    except ValueError as e:
        if len(errs) < 3:
            errs.append(str(e))
        s -= 1
print(s, errs)

# An attribute lookup that fails inside a hot method.
class Maybe:
    def get(self):
        try:
            return self.value
        except AttributeError:
            return 0


ms = [Maybe() for _ in range(5)]
for i, m in enumerate(ms):
    if i % 2:
        m.value = i * 10
t = 0
for it in range(500):
    t += ms[it % 5].get()
print(t)
