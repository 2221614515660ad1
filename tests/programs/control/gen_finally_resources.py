# try/finally and GeneratorExit inside generators: resource bookkeeping on exhaustion, break+close, exceptions, return in finally, and yield-in-finally errors.
open_handles = []
events = []


def reader(name, lines):
    open_handles.append(name)
    events.append("open " + name)
    try:
        for i, line in enumerate(lines):
            if line == "BAD":
                raise ValueError(f"{name}: bad line {i}")
            yield line.upper()
    except GeneratorExit:
        events.append("abandoned " + name)
        raise
    finally:
        open_handles.remove(name)
        events.append("close " + name)


def show():
    print(events, open_handles)
    events.clear()


# 1. exhausted normally
print(list(reader("a", ["x", "y"])))
show()

# 2. consumer stops early then closes
g = reader("b", ["p%d" % i for i in range(1000)])
got = []
for item in g:
    got.append(item)
    if len(got) == 300:
        break
print(len(got), got[-1], open_handles)
g.close()
show()

# 3. an error inside propagates after finally
g = reader("c", ["ok", "BAD", "never"])
try:
    for item in g:
        print("item", item)
except ValueError as e:
    print("ValueError", e)
show()

# 4. nested generators: the outer's close reaches the inner through yield from
def merged(*sources):
    try:
        for s in sources:
            yield from s
    finally:
        events.append("merged done")


inner1 = reader("d", ["1", "2"])
inner2 = reader("e", ["3", "4", "5"])
m = merged(inner1, inner2)
print(next(m), next(m), next(m))
m.close()
show()
inner2.close()
show()

# 5. return inside finally swallows GeneratorExit and the generator just ends
def stubborn():
    try:
        yield 1
        yield 2
    finally:
        events.append("stubborn finally")
        return "ignored"


s = stubborn()
next(s)
s.close()
print(next(s, "ended"))
show()

# 6. yielding while being closed is an error
def ignores_exit():
    while True:
        try:
            yield "tick"
        except GeneratorExit:
            events.append("refusing to stop")
            yield "still here"


z = ignores_exit()
next(z)
try:
    z.close()
except RuntimeError as e:
    print("RuntimeError", e)
try:
    z.throw(KeyError("really stop"))
except KeyError as e:
    print("KeyError", e, next(z, "finished"))
show()

# 7. many short-lived readers, all closed deterministically (hot loop)
total = 0
for k in range(200):
    r = reader("r%d" % k, ["v"] * (k % 6 + 1))
    for j, v in enumerate(r):
        total += len(v) + j
        if j == 2:
            break
    r.close()
print(total, len(events), events.count("abandoned r5"), open_handles)
