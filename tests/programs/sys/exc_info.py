# sys.exc_info(): the exception being handled, by this frame or a caller, as
# (type, value, traceback); three Nones when none is; in `finally` while an
# exception passes through; restored when a nested handler ends; in hot loops.
import sys


def lines(tb):
    out = []
    while tb is not None:
        out.append(tb.tb_lineno)
        tb = tb.tb_next
    return out


def show(label):
    t, v, tb = sys.exc_info()
    print(label, t.__name__ if t else None, v, lines(tb) if tb else tb)


def fail(x):
    raise ValueError("bad %d" % x)


show("outside")
try:
    fail(1)
except ValueError:
    show("handler")
    try:
        {}["k"]
    except KeyError:
        show("nested")
    show("after nested")
show("after")

try:
    try:
        fail(2)
    finally:
        show("finally")
except ValueError:
    pass


def handled_by_caller():
    show("callee")


try:
    fail(3)
except ValueError:
    handled_by_caller()


def gen():
    try:
        yield 1
        fail(4)
    except ValueError:
        show("generator")
        yield 2


print(list(gen()))
print(sys.exc_info() == (None, None, None))


def hot(n):
    seen = 0
    for i in range(n):
        try:
            if i % 3 == 0:
                fail(i)
        except ValueError:
            t, v, tb = sys.exc_info()
            if t is ValueError and v.args == ("bad %d" % i,) and tb is not None:
                seen += 1
        if sys.exc_info()[0] is not None:
            seen = -1000000
    return seen


print(hot(3000))
try:
    sys.exc_info(1)
except TypeError as e:
    print(e)
