# Exceptions raised at depth 0..5 of nested calls and caught at every depth, with re-raise,
# `raise X from Y`, __context__/__cause__ and exception attributes.
class DepthError(Exception):
    def __init__(self, depth, payload):
        super().__init__(depth, payload)
        self.depth = depth
        self.payload = payload


class Wrapped(Exception):
    pass


def raiser(depth, catch_at, level, trail):
    # level counts up from 0 (outermost) to depth (where the raise happens)
    trail.append(level)
    try:
        if level == depth:
            raise DepthError(depth, level * 10 + catch_at)
        return raiser(depth, catch_at, level + 1, trail)
    except DepthError as e:
        if level == catch_at:
            return ("caught", level, e.depth, e.payload)
        raise


def run(depth, catch_at):
    trail = []
    try:
        r = raiser(depth, catch_at, 0, trail)
    except DepthError as e:
        r = ("escaped", -1, e.depth, e.payload)
    return r, len(trail)


for depth in range(6):
    row = []
    for catch_at in range(7):
        r, n = run(depth, catch_at)
        row.append("%s@%d/%d" % (r[0][0], r[1], n))
    print(depth, " ".join(row))

# many iterations: totals
total = 0
escaped = 0
for i in range(300):
    r, n = run(i % 6, i % 8)
    if r[0] == "escaped":
        escaped += 1
    total += r[3] + n
print("totals", total, escaped)


# raise X from Y at a chosen depth, translated at a different depth
def deep(n, fail_at):
    if n == fail_at:
        return {}["k%d" % n]
    return deep(n + 1, fail_at) + 1


def translate(n, fail_at, wrap_at):
    if n == wrap_at:
        try:
            return deep(n, fail_at)
        except KeyError as e:
            raise Wrapped("wrapped at %d" % n) from e
    return translate(n + 1, fail_at, wrap_at)


for fail_at in range(3, 6):
    for wrap_at in range(0, 4):
        try:
            translate(0, fail_at, wrap_at)
        except Wrapped as w:
            c = w.__cause__
            print(fail_at, wrap_at, str(w), type(c).__name__, repr(c),
                  w.__context__ is c, w.__suppress_context__)

# implicit chaining: exception raised inside a handler at depth
def handler_fails(n):
    if n == 0:
        try:
            [][5]
        except IndexError:
            raise ValueError("in handler")
    handler_fails(n - 1)


count = 0
for n in range(5):
    for rep in range(60):
        try:
            handler_fails(n)
        except ValueError as e:
            ctx = e.__context__
            if type(ctx) is IndexError and e.__cause__ is None and not e.__suppress_context__:
                count += 1
            if rep == 0:
                print(n, repr(e), repr(ctx), e.args)
print("chained", count)


# raise ... from None, and bare raise keeps the original object
def suppress(n):
    try:
        int("q%d" % n)
    except ValueError:
        raise LookupError(n) from None


def reraiser(n):
    try:
        suppress(n)
    except LookupError as e:
        e.seen = n
        raise


objs = []
for n in range(4):
    try:
        reraiser(n)
    except LookupError as e:
        objs.append(e)
        print(n, repr(e), e.seen, e.__cause__, e.__suppress_context__, type(e.__context__).__name__)
print(len(objs), [o.args[0] for o in objs])

# exception attributes set after construction survive propagation through depths
def tag(n, e):
    if n == 0:
        e.tags = []
        raise e
    try:
        tag(n - 1, e)
    except DepthError as err:
        err.tags.append(n)
        raise


for n in range(5):
    try:
        tag(n, DepthError(n, "p"))
    except DepthError as e:
        print(n, e.tags, e.depth, e.payload, e.args)

# raise a class (not an instance), caught at various depths
def raise_class(n):
    if n == 0:
        raise Wrapped
    raise_class(n - 1)


for n in range(4):
    try:
        raise_class(n)
    except Wrapped as e:
        print(n, type(e).__name__, e.args, repr(e), str(e) == "")
