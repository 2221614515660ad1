# Exception state across yields: the handled exception belongs to the
# generator frame, not to whoever resumes it.

def describe(e):
    if e is None:
        return "None"
    parts = ["%s(%s)" % (type(e).__name__, e)]
    ctx = e.__context__
    depth = 0
    while ctx is not None and depth < 5:
        parts.append("ctx=%s(%s)" % (type(ctx).__name__, ctx))
        ctx = ctx.__context__
        depth += 1
    if e.__cause__ is not None:
        parts.append("cause=%s" % type(e.__cause__).__name__)
    return " ".join(parts)


def current():
    # the exception currently being handled, found by re-raising it
    try:
        raise
    except RuntimeError as e:
        if str(e) == "No active exception to reraise":
            return "None"
        return "RuntimeError(%s)" % e
    except BaseException as e:
        return "%s(%s)" % (type(e).__name__, e)


class ValidationError(Exception):
    pass


class StorageError(Exception):
    pass


def reraiser():
    try:
        raise ValidationError("gen-own")
    except ValidationError:
        yield "in except: " + current()
        yield "still: " + current()
        raise


def drive_reraiser():
    g = reraiser()
    print(next(g))
    try:
        raise KeyError("caller-exc")
    except KeyError:
        print("caller handling:", current())
        print(next(g))
        print("caller after resume:", current())
    try:
        next(g)
    except ValidationError as e:
        print("reraised:", describe(e))
    except KeyError as e:
        print("WRONG: reraised caller's", describe(e))
    print("caller outside:", current())


def chain_after_yield():
    try:
        {}["missing"]
    except KeyError:
        yield "holding KeyError"
        raise StorageError("write failed")


def finally_yield(log):
    try:
        log.append("body")
        yield "body"
        raise ValidationError("in body")
    finally:
        log.append("finally sees " + current())
        yield "finally"
        log.append("finally resumed sees " + current())


def nested(depth, log):
    try:
        log.append("enter %d" % depth)
        if depth == 0:
            yield "bottom"
            raise IndexError("deep")
        try:
            yield "level %d" % depth
            yield from nested(depth - 1, log)
        except IndexError as e:
            log.append("level %d caught %s" % (depth, e))
            yield "recovered at %d" % depth
            if depth % 2 == 0:
                raise ValueError("rethrown at %d" % depth)
        finally:
            log.append("finally %d" % depth)
    except ValueError as e:
        log.append("outer %d handles %s ctx=%s" % (depth, e, type(e.__context__).__name__))
        yield "value handled at %d" % depth


def counter(name, log):
    i = 0
    try:
        while True:
            yield "%s-%d" % (name, i)
            i += 1
    finally:
        log.append("%s closed at %d" % (name, i))


class Task:
    def __init__(self, name, steps):
        self.name = name
        self.steps = steps
        self.gen = self.run()
        self.done = False
        self.result = None

    def run(self):
        acc = []
        for step in self.steps:
            try:
                if step == "fail":
                    raise RuntimeError("%s failed" % self.name)
                acc.append(step)
                yield step
            except RuntimeError as e:
                yield "error handled: %s (active=%s)" % (e, current())
        return acc


def failing_source(n):
    for i in range(n):
        if i == 3:
            raise LookupError("source broke at %d" % i)
        yield i * 10


def consume(source):
    total = 0
    try:
        for v in source:
            total += v
    except LookupError as e:
        return "consume caught %s after total=%d" % (e, total)
    return "no error"


def main():
    drive_reraiser()

    g = chain_after_yield()
    print(next(g))
    try:
        raise TypeError("caller noise")
    except TypeError:
        try:
            next(g)
        except StorageError as e:
            print("chained:", describe(e))

    log = []
    g = finally_yield(log)
    print(next(g))
    try:
        raise OSError("caller io")
    except OSError:
        print(next(g))
        print("caller sees:", current())
    try:
        next(g)
    except ValidationError as e:
        print("after finally:", describe(e))
    print("log:", log)

    # finally_yield closed while suspended in finally -> RuntimeError
    log = []
    g = finally_yield(log)
    next(g)
    try:
        g.close()
    except RuntimeError as e:
        print("close:", describe(e))
    print("log:", log)

    for depth in (1, 2, 3, 4):
        log = []
        out = []
        try:
            for v in nested(depth, log):
                out.append(v)
        except (IndexError, ValueError) as e:
            out.append("escaped " + describe(e))
        print("nested", depth, out)
        print("   log", log)

    # abandoned generators and late resumption
    log = []
    keep = []
    for name in ("a", "b", "c", "d"):
        g = counter(name, log)
        for v in g:
            if v.endswith("2"):
                break
        if name in ("b", "d"):
            keep.append(g)
    # abandoned a and c are finalized whenever the collector gets to them
    print("after abandoning:", sorted(x for x in log if x[0] in "bd"))
    filler = [[i] * 3 for i in range(2000)]
    for g in keep:
        print("late resume:", next(g), next(g))
    for g in keep:
        g.close()
    print("all closed:", sorted(x for x in log if x[0] in "bd"))

    # tasks with exceptions handled inside, interleaved round-robin
    tasks = [Task("t1", ["a", "fail", "b"]), Task("t2", ["x", "y"]), Task("t3", ["fail", "fail"])]
    rounds = 0
    while not all(t.done for t in tasks):
        rounds += 1
        for t in tasks:
            if t.done:
                continue
            try:
                print("  round", rounds, t.name, next(t.gen), "| caller active:", current())
            except StopIteration as e:
                t.done = True
                t.result = e.value
    print("results:", [(t.name, t.result) for t in tasks])

    print(consume(failing_source(10)), "|", consume(failing_source(2)))
    try:
        print(sum(failing_source(5)))  # never reached
    except LookupError as e:
        print("sum propagated:", describe(e))

    # exception thrown into a generator suspended in an except block
    def absorber():
        try:
            raise KeyError("k1")
        except KeyError:
            try:
                yield "waiting in except"
            except ValueError as e:
                yield "got %s ctx=%s" % (e, describe(e.__context__))
            yield "back in except: " + current()
        yield "outside: " + current()

    a = absorber()
    print(next(a), "|", a.throw(ValueError("thrown in")))
    print(next(a), "|", next(a))

    # throw() while the caller handles an exception and the generator does
    # not: the thrown exception gets no __context__ from the caller
    def plain():
        while True:
            try:
                yield "plain waiting"
            except LookupError as e:
                yield "plain got %s" % describe(e)

    p = plain()
    next(p)
    try:
        raise NameError("caller busy")
    except NameError:
        print(p.throw(KeyError("thrown")))
        next(p)
    print(p.throw(IndexError("no caller exception")))

    # generator with try/except around yield inside a loop, many iterations
    def resilient(limit):
        errors = 0
        i = 0
        while i < limit:
            try:
                if i % 97 == 13:
                    raise ArithmeticError(i)
                yield i
            except ArithmeticError as e:
                errors += 1
                yield -int(str(e))
            finally:
                i += 1
        return errors

    def collect(gen):
        total = yield from gen
        yield total

    values = list(collect(resilient(3000)))
    print("resilient total", sum(values[:-1]), "errors", values[-1])


main()
