# Generator protocol: send / throw / close / StopIteration semantics.

log = []


class Resource:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        log.append("enter " + self.name)
        return self

    def __exit__(self, exc_type, exc, tb):
        log.append("exit %s %s" % (self.name, exc_type.__name__ if exc_type else None))
        return False


class Reset(Exception):
    pass


class Skip(Exception):
    pass


def averager():
    total = 0.0
    count = 0
    avg = None
    while True:
        try:
            value = yield avg
        except Reset:
            total = 0.0
            count = 0
            avg = None
            continue
        if value is None:
            break
        total += value
        count += 1
        avg = total / count
    return (count, total)


def tolerant(values):
    skipped = 0
    for v in values:
        try:
            yield v
        except Skip as e:
            skipped += 1
            log.append("skip after %r (%s)" % (v, e))
            yield "skipped-%d" % skipped
    return skipped


def guarded(name):
    with Resource(name):
        try:
            yield 1
            yield 2
            yield 3
        finally:
            log.append("finally " + name)


def stubborn():
    try:
        yield "a"
    finally:
        yield "b"


def returns_early(n):
    for i in range(n):
        if i == 2:
            return "stopped at %d" % i
        yield i
    return "ran out"


def raises_stop():
    yield 1
    raise StopIteration("explicit")


def reentrant():
    me = yield "ready"
    while True:
        try:
            next(me)
        except ValueError as e:
            yield "caught: " + str(e)


def self_meddler():
    me = yield "ready"
    report = []
    for action in ("close", "throw", "send", "next"):
        try:
            if action == "close":
                me.close()
            elif action == "throw":
                me.throw(KeyError("self-thrown"))
            elif action == "send":
                me.send(1)
            else:
                next(me)
            report.append(action + ": returned")
        except ValueError as e:
            report.append(action + ": ValueError " + str(e))
        except BaseException as e:
            report.append(action + ": " + type(e).__name__ + " " + str(e))
    yield report
    yield "still alive"


def echo():
    received = []
    while True:
        x = yield len(received)
        received.append(x)
        if x == "done":
            return received


def show(label, fn):
    try:
        result = fn()
        print(label, "->", repr(result))
    except Exception as e:
        print(label, "raised", type(e).__name__ + ":", e)


def main():
    # coroutine-style averager
    avg = averager()
    print("prime:", next(avg))
    for v in [10, 20, 30.5]:
        print("avg after", v, "=", avg.send(v))
    avg.throw(Reset)
    print("after reset:", avg.send(4), avg.send(6))
    try:
        avg.send(None)
    except StopIteration as e:
        print("averager finished:", e.value, type(e.value).__name__)
    show("send after finish", lambda: avg.send(1))
    avg.close()
    show("send to closed", lambda: avg.send(3))

    # throw caught inside the generator, generator keeps yielding
    t = tolerant(["p", "q", "r"])
    print("t:", next(t))
    print("t throw:", t.throw(Skip("bad p")))
    print("t:", next(t))
    print("t throw:", t.throw(Skip, Skip("bad q")))
    print("t rest:", list(t))
    t2 = tolerant([1, 2])
    print("t2:", next(t2), t2.throw(Skip("x")), next(t2), next(t2, "end"))

    # throw not caught
    g = guarded("g1")
    print("g1:", next(g))
    try:
        g.throw(KeyError("boom"))
    except KeyError as e:
        print("propagated KeyError", e)
    show("next after uncaught throw", lambda: next(g))
    print("log:", log)
    log.clear()

    # throw into a just-created generator: body never runs
    g = guarded("g0")
    try:
        g.throw(ValueError("early"))
    except ValueError as e:
        print("early throw:", e)
    print("log after early throw:", log)

    # close runs finally and __exit__
    g = guarded("g2")
    print("g2:", next(g), next(g))
    g.close()
    print("log after close:", log)
    log.clear()
    g.close()
    print("second close ok, log:", log)
    g = guarded("g3")
    g.close()
    print("close unstarted, log:", log)
    print("g4 all:", list(guarded("g4")), log)
    log.clear()

    s = stubborn()
    print("stubborn:", next(s))
    try:
        s.close()
    except RuntimeError as e:
        print("close stubborn:", type(e).__name__, e)

    # return value carried by StopIteration
    r = returns_early(5)
    print("early:", next(r), next(r))
    try:
        next(r)
    except StopIteration as e:
        print("StopIteration value:", repr(e.value), "args:", e.args)
    r = returns_early(1)
    print("list:", list(r))
    show("next exhausted", lambda: next(r))
    print("next default:", next(r, "dflt"))

    def wrapper():
        result = yield from returns_early(10)
        yield "wrapper saw " + result

    print("wrapper:", list(wrapper()))

    # explicit StopIteration inside a generator becomes RuntimeError
    rs = raises_stop()
    print("raises_stop:", next(rs))
    try:
        next(rs)
    except RuntimeError as e:
        ctx = e.__context__
        print("RuntimeError:", e, "| cause:", type(e.__cause__).__name__, e.__cause__,
              "| context is cause:", ctx is e.__cause__)
    show("list(raises_stop)", lambda: list(raises_stop()))

    # re-entrant next -> ValueError: generator already executing
    re = reentrant()
    next(re)
    print("reentrant:", re.send(re))
    sm = self_meddler()
    next(sm)
    for line in sm.send(sm):
        print("  self", line)
    print("self_meddler:", next(sm, "exhausted"))

    # sending non-None to a just-started generator
    e = echo()
    show("send to fresh", lambda: e.send("hello"))
    print("prime echo:", e.send(None))
    for word in ["a", "b", "c"]:
        print("echo", word, e.send(word))
    try:
        e.send("done")
    except StopIteration as stop:
        print("echo returned", stop.value)

    # throw with a type and no instance; throw a class-based exception with args
    def catcher():
        while True:
            try:
                yield "waiting"
            except (KeyError, IndexError) as exc:
                yield "caught %s %r" % (type(exc).__name__, exc.args)

    c = catcher()
    next(c)
    print(c.throw(KeyError))
    next(c)
    print(c.throw(IndexError("idx", 3)))
    next(c)
    show("throw TypeError into catcher", lambda: c.throw(TypeError("nope")))
    show("next after death", lambda: next(c))

    # many sends in a loop (warms the generator)
    avg = averager()
    next(avg)
    last = None
    for i in range(2000):
        last = avg.send(i % 7)
        if i % 500 == 499:
            avg.throw(Reset)
    print("many sends last avg: %.6f" % last)
    try:
        avg.send(None)
    except StopIteration as stop:
        print("many sends result:", stop.value)

    # close on a generator that swallows GeneratorExit and returns
    def swallow():
        try:
            yield 1
        except GeneratorExit:
            log.append("swallowed")
            return "ignored"

    sw = swallow()
    next(sw)
    print("close returns:", sw.close(), log)


main()
