# throw() into generators: a resettable counter, a retrying job runner that absorbs thrown errors, throw() on fresh/finished generators and through try/finally.
class Reset(Exception):
    pass


class Abort(Exception):
    pass


def counter(start=0):
    n = start
    while True:
        try:
            yield n
            n += 1
        except Reset as r:
            n = r.args[0] if r.args else start


c = counter(10)
vals = [next(c) for _ in range(3)]
vals.append(c.throw(Reset(100)))
vals.append(next(c))
vals.append(c.throw(Reset()))
vals.append(next(c))
print(vals)
c.close()


def job_runner(max_retries):
    attempts = {}
    done = []
    while True:
        job = yield len(done)
        if job is None:
            return done, attempts
        tries = 0
        while True:
            tries += 1
            try:
                result = yield ("run", job, tries)
            except ValueError as e:
                if tries >= max_retries:
                    done.append((job, "failed: " + str(e)))
                    break
                continue
            except Abort:
                done.append((job, "aborted"))
                return done, attempts
            done.append((job, result))
            break
        attempts[job] = tries


runner = job_runner(3)
next(runner)
log = []
for i in range(300):
    job = "job%d" % i
    step = runner.send(job)
    while isinstance(step, tuple):
        _, name, tries = step
        if (i % 5 == 0 and tries < 3) or i % 11 == 0:
            step = runner.throw(ValueError(f"{name} flaked on try {tries}"))
        else:
            step = runner.send(i * tries)
    log.append(step)
try:
    runner.send(None)
except StopIteration as e:
    done, attempts = e.value
print(log[-1], len(done), done[:3], done[11], done[55])
print(sum(attempts.values()), max(attempts.values()), sorted(set(attempts.values())))

r2 = job_runner(2)
next(r2)
r2.send("x")
try:
    r2.throw(Abort)
except StopIteration as e:
    print("aborted early:", e.value)

# throw into a fresh generator: raised at the first line, body never runs
def body():
    print("body started")
    yield 1


g = body()
try:
    g.throw(KeyError("fresh"))
except KeyError as e:
    print("KeyError", e, next(g, "finished"))

# throw into a finished generator re-raises directly
g = body()
print(list(g))
try:
    g.throw(RuntimeError("after end"))
except RuntimeError as e:
    print("RuntimeError", e)

# an exception not handled passes through finally and out of throw()
def guarded():
    try:
        yield "a"
        yield "b"
    finally:
        print("guarded cleanup")


g = guarded()
next(g)
try:
    g.throw(IndexError("boom"))
except IndexError as e:
    print("IndexError", e)
print(next(g, "gone"))

# a handler that yields a different value, then the generator carries on
def tolerant():
    total = 0
    for i in range(5):
        try:
            total += yield total
        except ArithmeticError as e:
            total = -1
            yield f"reset by {type(e).__name__}"
    return total


t = tolerant()
print(next(t), t.send(4), t.send(5), t.throw(ZeroDivisionError), next(t), t.send(3))
