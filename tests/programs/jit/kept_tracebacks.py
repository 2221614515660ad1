# An exception keeps the traceback it was caught with after its handler ends:
# `__traceback__`, `raise e` and the chained tracebacks read it, whichever tier
# caught it (hot loops catch in compiled code).


class Miss(Exception):
    pass


def lines(tb):
    out = []
    while tb is not None:
        out.append(tb.tb_lineno)
        tb = tb.tb_next
    return out


def leaf(i):
    if i % 3 == 0:
        raise Miss(i)
    return i


def middle(i):
    return leaf(i) + 1


def run(n):
    kept = None
    local = []
    total = 0
    for i in range(n):
        try:
            total += middle(i)
        except Miss as e:
            kept = e
        try:
            total += [1, 2][i % 4]
        except IndexError as e:
            total -= 1
            if len(local) < 3:
                local.append(e)
    return total, kept, local


def again(e):
    try:
        raise e
    except Miss:
        raise


def rethrow_from_helper():
    raise


def handled_by_helper(n):
    try:
        leaf(n)
    except Miss:
        rethrow_from_helper()


def through_finally(n):
    try:
        return middle(n)
    finally:
        n += 1


def stops():
    yield 1
    raise StopIteration(5)


total, kept, local = run(300)
print(total, kept, lines(kept.__traceback__))
print([lines(e.__traceback__) for e in local])
try:
    again(kept)
except Miss as e:
    print("again", e, lines(e.__traceback__))
for k in range(60):
    try:
        handled_by_helper(3 * k)
    except Miss as e:
        if k % 20 == 0:
            print("helper", e, lines(e.__traceback__))
    try:
        through_finally(3 * k)
    except Miss as e:
        if k % 20 == 0:
            print("finally", e, lines(e.__traceback__))
try:
    for x in stops():
        pass
except RuntimeError as e:
    print(e, lines(e.__traceback__), lines(e.__cause__.__traceback__))
fresh = Miss("never raised")
print(fresh.__traceback__)
try:
    raise fresh
except Miss as e:
    print(lines(e.__traceback__))
