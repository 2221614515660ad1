# finally blocks: return overriding, break/continue through finally, return in except,
# nested try/finally ordering, finally running while an exception propagates.
events = []


def override(x):
    try:
        if x % 3 == 0:
            raise ValueError(x)
        return "try%d" % x
    finally:
        events.append("fin%d" % x)
        if x % 2 == 0:
            return "finally%d" % x


def safe_override(i):
    try:
        return override(i)
    except ValueError as e:
        return "raised%r" % (e.args,)


print([safe_override(i) for i in range(7)])
print(events)
events.clear()


def return_in_except(x):
    try:
        events.append("t")
        if x:
            raise KeyError(x)
        events.append("no-raise")
    except KeyError as e:
        events.append("e")
        return "except:%r" % (e.args,)
    else:
        events.append("else")
        return "else"
    finally:
        events.append("f")


print(return_in_except(0), return_in_except(5))
print("".join(events))
events.clear()


def loop_control(n):
    out = []
    i = 0
    while True:
        i += 1
        try:
            if i > n:
                break
            if i % 3 == 0:
                continue
            if i % 5 == 0:
                raise IndexError(i)
            out.append(i)
        except IndexError as e:
            out.append(-e.args[0])
            continue
        finally:
            out.append("f")
        out.append("end")
    return out


print(loop_control(7))


def nested(depth, fail):
    log = []

    def level(k):
        log.append("enter%d" % k)
        try:
            if k == depth:
                if fail:
                    raise RuntimeError("bottom")
                return k
            return level(k + 1) + 1
        finally:
            log.append("exit%d" % k)

    try:
        r = level(0)
    except RuntimeError as e:
        r = str(e)
    return r, log


for d in range(3):
    print(nested(d, False))
    print(nested(d, True))


def order():
    log = []
    try:
        try:
            try:
                log.append(1)
                raise TypeError("x")
            finally:
                log.append(2)
        except TypeError:
            log.append(3)
            raise ValueError("y")
        finally:
            log.append(4)
    except ValueError as e:
        log.append(5)
        log.append(type(e.__context__).__name__)
    finally:
        log.append(6)
    return log


print(order())


# break in finally swallows a propagating exception; continue in finally too (3.8+)
def swallow_break(n):
    count = 0
    for i in range(n):
        try:
            if i >= 3:
                raise ValueError(i)
        finally:
            count += 1
            if i == 3:
                break
    return count


def swallow_continue(n):
    count = 0
    for i in range(n):
        try:
            if i % 2:
                raise ValueError(i)
            count += 10
        finally:
            count += 1
            continue
    return count


print(swallow_break(10), swallow_continue(10))

# hot loop: many calls, summaries
acc = 0
fins = 0
kinds = {}


def work(i):
    global fins
    try:
        if i % 7 == 0:
            raise ZeroDivisionError
        if i % 11 == 0:
            return -i
        for j in range(3):
            try:
                if j == i % 3:
                    break
            finally:
                fins += 1
        return i
    except ZeroDivisionError:
        return 1000
    finally:
        fins += 1
        if i % 13 == 0:
            return 0


for i in range(300):
    r = work(i)
    acc += r
    k = "neg" if r < 0 else ("zero" if r == 0 else ("big" if r >= 1000 else "pos"))
    kinds[k] = kinds.get(k, 0) + 1
print(acc, fins, sorted(kinds.items()))


# finally runs while exception propagates out of multiple frames
trace = []


def a(n):
    try:
        b(n)
    finally:
        trace.append("a")


def b(n):
    try:
        if n:
            raise OverflowError(n)
    finally:
        trace.append("b")


for n in range(3):
    try:
        a(n)
        trace.append("ok")
    except OverflowError as e:
        trace.append("caught%d" % e.args[0])
print(trace)


# return value evaluated before finally runs; finally mutation visible only for mutables
def evaluated_first():
    x = [1]
    n = 5
    try:
        return x, n
    finally:
        x.append(2)
        n = 99


print(evaluated_first())
