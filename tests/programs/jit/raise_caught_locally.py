# `raise` inside a `try` of the same compiled function (inlined callees included):
# the handler gets the exception without a pending error in between. Tracebacks,
# contexts, args, and raising what is not an exception instance all stay as the
# interpreter has them.


class Odd(Exception):
    def __init__(self, value):
        super().__init__(value)
        self.value = value


class Renamed(Exception):
    def __init__(self, value):
        self.args = ("renamed",)
        super().__init__(value)


class Doubled(Exception):
    def __init__(self, value):
        super().__init__(value, value)


class Plain(Exception):
    pass


def check(i):
    if i % 3 == 0:
        raise Odd(i)
    return i


def lines(e):
    found = []
    tb = e.__traceback__
    while tb is not None:
        found.append(tb.tb_lineno)
        tb = tb.tb_next
    return found


def direct(n):
    total = 0
    for i in range(n):
        try:
            if i % 2:
                raise Plain(i, "x")
            total += i
        except Plain as e:
            total += len(e.args)
    return total


def merged_values(n):
    # The handler's `k` and `flag` come from two raises: machine values boxed on
    # the way in.
    out = 0
    for i in range(n):
        k = i * 2
        flag = i > 5
        try:
            if i % 2:
                k = k + 1
                flag = not flag
                raise Plain(k)
            k = k + 3
            raise Plain(k)
        except Plain:
            out += k if flag else -k
    return out


def float_values(n):
    # A double among the handler's values: its box may allocate, so this raise
    # takes the runtime's landing.
    total = 0.0
    for i in range(n):
        x = i * 0.5
        try:
            if i % 4 == 0:
                x = x * 1e300 * 1e10
            raise Plain(i)
        except Plain:
            total += x if x < 1e300 else 1.0
    return total


def through_inlined(n):
    caught = 0
    seen = None
    for i in range(n):
        try:
            caught += check(i)
        except Odd as e:
            caught -= e.value
            seen = e
    return caught, seen.args, seen.value, lines(seen)


def inits(n):
    out = []
    for i in range(n):
        try:
            if i % 2:
                raise Renamed(i)
            raise Doubled(i)
        except Exception as e:
            out.append(e.args)
    return out[-2:]


def not_an_instance(n):
    kinds = []
    for i in range(n):
        try:
            if i % 3 == 0:
                raise Plain
            if i % 3 == 1:
                raise 42
            raise ValueError
        except TypeError as e:
            kinds.append(str(e))
        except Exception as e:
            kinds.append(type(e).__name__)
    return kinds[-3:]


def raised_again(n):
    kept = Plain("kept")
    counts = []
    for i in range(n):
        try:
            raise kept
        except Plain as e:
            counts.append(len(lines(e)))
    return counts[:3], counts[-1]


def with_context(n):
    last = None
    for i in range(n):
        try:
            try:
                raise Plain("inner", i)
            except Plain:
                raise Odd(i)
        except Odd as e:
            last = e
    return type(last.__context__).__name__, last.__context__.args, last.__suppress_context__


def handled_then_gone(n):
    import sys
    states = []
    for i in range(n):
        try:
            raise Plain(i)
        except Plain:
            states.append(sys.exc_info()[0].__name__)
        states.append(sys.exc_info()[0])
    return states[-2:]


def depth_probe(k=0):
    try:
        return depth_probe(k + 1)
    except RecursionError:
        return k


for _ in range(3):
    print(direct(50))
    print(merged_values(60))
    print(float_values(40))
    print(through_inlined(40))
    print(inits(30))
    print(not_an_instance(30))
    print(raised_again(4))
    print(with_context(20))
    print(handled_then_gone(20))
    # The inlined frames each raise left have ended: the recursion limit is where
    # it was.
    print(depth_probe())
