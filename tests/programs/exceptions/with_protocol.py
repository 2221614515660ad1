# The with statement: __exit__ swallowing or not, raising its own exception, nested and
# multi-item with, __enter__ returning other objects, failures in __enter__.
log = []
tb_seen = []


class CM:
    def __init__(self, name, swallow=None, exit_raises=False, enter_raises=False, value=None):
        self.name = name
        self.swallow = swallow
        self.exit_raises = exit_raises
        self.enter_raises = enter_raises
        self.value = value

    def __enter__(self):
        log.append("enter " + self.name)
        if self.enter_raises:
            raise KeyError("enter " + self.name)
        return self if self.value is None else self.value

    def __exit__(self, typ, val, tb):
        log.append("exit %s %s" % (self.name, typ.__name__ if typ else None))
        if typ is not None:
            assert isinstance(val, typ)
            tb_seen.append(tb is not None and val.__traceback__ is tb)
        if self.exit_raises:
            raise RuntimeError("exit " + self.name)
        return self.swallow


def body(kind, target):
    if kind == 1:
        raise ValueError("body")
    if kind == 2:
        return "returned " + target.name
    return "normal"


def attempt(cm, kind):
    try:
        with cm as t:
            r = body(kind, t)
            log.append("after body")
        log.append("after with")
        return r if kind == 2 else "fell through"
    except Exception as e:
        ctx = e.__context__
        return "caught %s(%s) ctx=%s" % (type(e).__name__, e, type(ctx).__name__ if ctx else None)


for swallow in (True, False, None, 1, 0, "yes", ""):
    for kind in (0, 1, 2):
        log.clear()
        r = attempt(CM("s", swallow=swallow), kind)
        print(repr(swallow), kind, r, log)

for kind in (0, 1, 2):
    log.clear()
    print("exit raises", kind, attempt(CM("x", exit_raises=True), kind), log)

log.clear()
print("enter raises", attempt(CM("e", enter_raises=True), 1), log)


# nested with: inner swallows, outer sees nothing
def nested(inner_swallow, outer_swallow, kind):
    log.clear()
    try:
        with CM("outer", swallow=outer_swallow) as o:
            with CM("inner", swallow=inner_swallow) as i:
                body(kind, i)
            log.append("between")
        res = "ok"
    except ValueError:
        res = "escaped"
    return res, log[:]


for a in (True, False):
    for b in (True, False):
        print(a, b, nested(a, b, 1))


# with a, b: exit order, and second enter failing exits only the first
def multi(fail_second_enter, kind):
    log.clear()
    try:
        with CM("a") as a, CM("b", enter_raises=fail_second_enter, value=[1, 2]) as b:
            log.append("body %s %r" % (a.name, b))
            body(kind, a)
    except (KeyError, ValueError) as e:
        log.append("caught " + type(e).__name__)
    return log[:]


print(multi(False, 0))
print(multi(False, 1))
print(multi(True, 0))


# __enter__ returning other objects; "as" target can be a tuple or attribute/subscript
class Holder:
    pass


h = Holder()
d = {}
with CM("t", value=(10, 20)) as (p, q):
    print("unpacked", p, q)
with CM("attr", value="av") as h.attr:
    pass
with CM("sub", value=3.5) as d["k"]:
    pass
print(h.attr, d)

# exception raised in __exit__ while handling a body exception: context chain
log.clear()
try:
    with CM("outer", swallow=True):
        with CM("bad", exit_raises=True):
            raise ZeroDivisionError("zd")
    print("outer swallowed the RuntimeError")
except Exception as e:
    print("not expected", e)
print(log)

try:
    with CM("bad", exit_raises=True):
        raise ZeroDivisionError("zd")
except RuntimeError as e:
    print(type(e).__name__, e, type(e.__context__).__name__, e.__context__)


# hot loop: with inside a function called many times
class Counter:
    def __init__(self):
        self.enters = 0
        self.exits = 0
        self.swallowed = 0

    def __enter__(self):
        self.enters += 1
        return self.enters

    def __exit__(self, t, v, tb):
        self.exits += 1
        if t is ZeroDivisionError:
            self.swallowed += 1
            return True
        return False


def use(c, i):
    with c as n:
        if i % 4 == 0:
            return n // 0
        if i % 9 == 0:
            raise IndexError(n)
        return n * 2


c = Counter()
total = 0
idx = 0
for i in range(300):
    try:
        r = use(c, i)
        if r is None:
            r = -1
        total += r
    except IndexError as e:
        idx += e.args[0]
print(c.enters, c.exits, c.swallowed, total, idx)


# with in a loop with break/continue: __exit__ still runs
def loop_exit():
    k = Counter()
    for i in range(10):
        with k:
            if i == 2:
                continue
            if i == 6:
                break
    return k.enters, k.exits


print(loop_exit())
print("tracebacks passed to __exit__", len(tb_seen), tb_seen.count(True))
