# Exceptions and generators: errors escaping generators, try/finally cleanup on close(),
# throw() into generators with handlers, StopIteration and return values.
log = []


def faulty(n, bad):
    for i in range(n):
        if i == bad:
            raise ValueError("bad item %d" % i)
        yield i * i


def consume(n, bad):
    got = []
    try:
        for v in faulty(n, bad):
            got.append(v)
    except ValueError as e:
        return got, str(e)
    return got, None


print(consume(5, 3), consume(3, 9))
total = 0
failures = 0
for k in range(300):
    got, err = consume(k % 10, k % 7)
    total += sum(got)
    failures += err is not None
print("consume", total, failures)


def guarded(name):
    try:
        log.append(name + ":start")
        yield 1
        yield 2
        yield 3
    except GeneratorExit:
        log.append(name + ":exit")
        raise
    finally:
        log.append(name + ":finally")


g = guarded("a")
print(next(g), next(g))
g.close()
g.close()
print(log)
log.clear()
g = guarded("b")
g.close()  # never started: no finally
print(log, list(g))
log.clear()
for v in guarded("c"):
    pass
print(log)
log.clear()


# throw() into a generator that handles some exceptions and yields again
def resilient():
    handled = 0
    while True:
        try:
            x = yield handled
            if x is not None:
                handled += x
        except KeyError as e:
            handled += 100
            log.append("key %r" % (e.args[0],))
        except ZeroDivisionError:
            return "stopped at %d" % handled


r = resilient()
print(next(r), r.send(5), r.throw(KeyError("k")), r.send(1))
try:
    r.throw(ZeroDivisionError)
except StopIteration as e:
    print("StopIteration value:", e.value, e.args)
try:
    r.throw(TypeError("after end"))
except TypeError as e:
    print("finished generator re-raises thrown:", e)
print(log)
log.clear()

# throw of an unhandled exception propagates out of throw(), generator is finished
r = resilient()
next(r)
try:
    r.throw(IndexError("unhandled"))
except IndexError as e:
    print("escaped throw:", e)
print(next(r, "exhausted"))

# StopIteration with return values, via next() and via yield from
def returns(v):
    yield "only"
    return v


def delegator(vals):
    results = []
    for v in vals:
        res = yield from returns(v)
        results.append(res)
    return results


it = returns(42)
print(next(it))
try:
    next(it)
except StopIteration as e:
    print("value", e.value)
d = delegator([1, "two", None, (3,)])
items = []
try:
    while True:
        items.append(next(d))
except StopIteration as e:
    print(items, e.value)

# StopIteration raised inside a generator becomes RuntimeError
def leaky():
    yield 1
    raise StopIteration("inner")


try:
    print(list(leaky()))
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", type(e.__cause__).__name__, e.__cause__)

# throw() through yield from reaches the inner generator's handler
def inner():
    try:
        yield "i1"
        yield "i2"
    except ValueError as e:
        yield "inner caught " + str(e)
    finally:
        log.append("inner finally")


def outer():
    try:
        yield from inner()
        yield "after inner"
    finally:
        log.append("outer finally")


o = outer()
print(next(o), o.throw(ValueError("v")), next(o))
o.close()
print(log)
log.clear()

# hot loop: generators left early by break then closed explicitly (ember has no
# finalisers, so an abandoned generator is not relied on), counting finally executions
def counted(n):
    try:
        for i in range(n):
            yield i
    finally:
        log.append(n)


total = 0
for k in range(300):
    gen = counted(k % 20)
    for v in gen:
        if v == 5:
            break
        total += v
    gen.close()
print("early break total", total, len(log), sum(log))
log.clear()


# generator that catches the exception from its own computation and keeps yielding
def safe_div(nums, den):
    for n in nums:
        try:
            yield n // den
        except ZeroDivisionError:
            yield None
        den -= 1


print(list(safe_div([10, 20, 30, 40, 50], 2)))
acc = 0
nones = 0
for k in range(300):
    for q in safe_div(range(k % 8), k % 4):
        if q is None:
            nones += 1
        else:
            acc += q
print(acc, nones)
