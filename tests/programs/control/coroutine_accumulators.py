# Coroutine-style accumulators: a priming decorator, send() of readings, running statistics, a sentinel returning a summary via StopIteration.value, close().
def primed(fn):
    def start(*args, **kwargs):
        co = fn(*args, **kwargs)
        next(co)
        return co
    return start


@primed
def running_stats(name):
    n = 0
    mean = 0.0
    m2 = 0.0
    lo = hi = None
    try:
        while True:
            x = yield (n, round(mean, 4))
            if x is None:
                break
            n += 1
            delta = x - mean
            mean += delta / n
            m2 += delta * (x - mean)
            lo = x if lo is None or x < lo else lo
            hi = x if hi is None or x > hi else hi
    except GeneratorExit:
        print(f"{name}: closed with {n} values")
        raise
    var = m2 / (n - 1) if n > 1 else 0.0
    return {"name": name, "n": n, "mean": round(mean, 4), "var": round(var, 4), "lo": lo, "hi": hi}


def finish(co):
    try:
        co.send(None)
    except StopIteration as stop:
        return stop.value
    raise RuntimeError("coroutine did not finish")


@primed
def router(targets, key):
    routed = 0
    while True:
        item = yield routed
        if item is None:
            return routed
        targets[key(item)].send(item)
        routed += 1


stats = {k: running_stats(k) for k in ("small", "medium", "large")}


def bucket(v):
    return "small" if v < 30 else "medium" if v < 70 else "large"


r = router(stats, bucket)
for i in range(600):
    r.send((i * 53 + 17) % 100)
try:
    r.send(None)
except StopIteration as e:
    print("routed", e.value)
for k in ("small", "medium", "large"):
    print(finish(stats[k]))

# a sent value comes back as the result of send(); close() while suspended runs the handler
co = running_stats("temp")
print(co.send(20.5), co.send(22.0), co.send(19.25))
co.close()
co.close()
try:
    co.send(1)
except StopIteration as e:
    print("after close:", type(e).__name__, e.value)

# send before priming is an error, send(None) to a fresh generator is fine
def echo():
    got = []
    while len(got) < 3:
        got.append((yield len(got)))
    return got


g = echo()
try:
    g.send("early")
except TypeError as e:
    print("TypeError", e)
print(g.send(None), g.send("a"), g.send("b"))
try:
    g.send("c")
except StopIteration as e:
    print("returned", e.value, e.args)
print(next(g, "done"))

# averager chain: accumulate moving averages across many sends
@primed
def moving_average(k):
    window = []
    avg = None
    while True:
        x = yield avg
        window.append(x)
        if len(window) > k:
            window.pop(0)
        avg = sum(window) / len(window)


ma = moving_average(8)
last = []
for i in range(300):
    v = ma.send(i % 17)
    if i > 290:
        last.append(round(v, 3))
print(last)
