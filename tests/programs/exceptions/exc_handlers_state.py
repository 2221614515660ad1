# Local state at the point of a raise as seen by handlers: reassigned locals, variables bound
# only in the try, loops continuing inside handlers, nested handlers that raise.
def last_value(k):
    x = 1
    y = "a"
    try:
        x = 2
        y = y + "b"
        if k % 2:
            x = x * 10 + k
            raise ValueError
        x = 3
        y = 3.5
    except ValueError:
        return ("handler", x, y)
    return ("normal", x, y)


print([last_value(k) for k in range(4)])
tot = 0
for k in range(300):
    r = last_value(k)
    tot += r[1]
print("last_value total", tot)


def maybe_bound(k):
    try:
        if k % 3 == 0:
            raise KeyError(k)
        first = k * 2
        if k % 3 == 1:
            raise KeyError(-k)
        second = first + 1
    except KeyError as e:
        try:
            return "first=%d" % first
        except UnboundLocalError:
            return "first unbound, key %r" % (e.args[0],)
    return "both %d %d" % (first, second)


print([maybe_bound(k) for k in range(6)])
kinds = {}
for k in range(300):
    s = maybe_bound(k).split()[0].split("=")[0]
    kinds[s] = kinds.get(s, 0) + 1
print(sorted(kinds.items()))


# a for loop inside try: the exception ends the loop; the handler resumes from the saved index
def resumable(items):
    out = []
    pos = 0
    restarts = 0
    while pos < len(items):
        try:
            for idx in range(pos, len(items)):
                pos = idx
                out.append(100 // items[idx])
            pos = len(items)
        except ZeroDivisionError:
            restarts += 1
            out.append("z@%d" % pos)
            pos += 1
    return out, restarts


print(resumable([5, 0, 20, 0, 0, 50]))
data = [(i * 7) % 5 for i in range(300)]
o, r = resumable(data)
print(len(o), r, sum(v for v in o if type(v) is int))


# loop over a list with a try inside: handler continues the loop, state carried across
def running(items):
    acc = 0
    errs = []
    last_ok = None
    for it in items:
        try:
            acc += it["v"] * it["m"]
            last_ok = it["v"]
        except KeyError as e:
            errs.append(e.args[0])
            acc -= 1
        except TypeError:
            errs.append("type")
            acc -= 2
    return acc, errs, last_ok


rows = [{"v": 1, "m": 2}, {"v": 3}, {"m": 4}, {"v": "s", "m": 2}, {"v": None, "m": 1}, {"v": 5, "m": 5}]
print(running(rows))
print(running(rows * 50)[0])


# nested handlers: inner handler raises; outer sees the new exception and its context
def nested_handlers(k):
    trail = []
    try:
        try:
            trail.append("t")
            raise IndexError(k)
        except IndexError as inner:
            trail.append("i")
            if k % 3 == 0:
                raise ValueError("converted %d" % inner.args[0])
            if k % 3 == 1:
                raise
            trail.append("handled")
        finally:
            trail.append("f")
    except ValueError as e:
        trail.append("outer-v:" + type(e.__context__).__name__)
    except IndexError as e:
        trail.append("outer-i:%d" % e.args[0])
    return "-".join(trail)


for k in range(3):
    print(nested_handlers(k))
counts = {}
for k in range(300):
    t = nested_handlers(k)
    key = t.split("-")[-1].split(":")[0]
    counts[key] = counts.get(key, 0) + 1
print(sorted(counts.items()))


# handler mutating the object that was being built when the raise happened
class Builder:
    def __init__(self):
        self.parts = []

    def add(self, p):
        if p < 0:
            raise ValueError(p)
        self.parts.append(p)


def build(values):
    b = Builder()
    try:
        for v in values:
            b.add(v)
    except ValueError as e:
        b.parts.append(("bad", e.args[0]))
    return b.parts


print(build([1, 2, -3, 4]), build([]), build([-1]))

# exception object stored in a list in one iteration, inspected later
saved = []
for i in range(300):
    try:
        if i % 50 == 7:
            raise RuntimeError(i, "r")
    except RuntimeError as e:
        saved.append(e)
print(len(saved), [s.args for s in saved][:3], type(saved[-1]).__name__)

# closure variable assigned in try, read by an inner function in the handler
def closure_state(k):
    val = "init"
    def show():
        return val
    try:
        val = "in-try"
        if k:
            raise LookupError
        val = "after"
    except LookupError:
        return show()
    return show()


print(closure_state(0), closure_state(1))
