# Which except clause matches: tuples, hierarchies, clause order, the `as` name being
# unbound after the clause, bare except, exceptions raised in else blocks.
class AppError(Exception):
    pass


class NetError(AppError):
    pass


class Timeout(NetError):
    pass


class DiskError(AppError, OSError):
    pass


class Weird(LookupError, ArithmeticError):
    pass


makers = [
    lambda: Timeout("t"),
    lambda: NetError("n"),
    lambda: AppError("a"),
    lambda: DiskError("d"),
    lambda: Weird("w"),
    lambda: KeyError("k"),
    lambda: ZeroDivisionError("z"),
    lambda: OverflowError("o"),
    lambda: IndexError("i"),
    lambda: StopIteration(7),
]


def classify(mk):
    try:
        raise mk()
    except Timeout:
        return "timeout"
    except (NetError, KeyError) as e:
        return "net-or-key:" + type(e).__name__
    except OSError as e:
        return "os:" + type(e).__name__
    except AppError as e:
        return "app:" + str(e)
    except (ArithmeticError,) as e:
        return "arith:" + type(e).__name__
    except LookupError:
        return "lookup"
    except:
        return "bare"


for mk in makers:
    print(classify(mk))

# the same classification in a hot loop
counts = {}
for i in range(300):
    k = classify(makers[i * 7 % len(makers)])
    counts[k] = counts.get(k, 0) + 1
print(sorted(counts.items()))


# subclass-first versus base-first ordering
def base_first(e):
    try:
        raise e
    except AppError:
        return "base"
    except Timeout:
        return "never"


def sub_first(e):
    try:
        raise e
    except Timeout:
        return "sub"
    except AppError:
        return "base"


print([base_first(m()) for m in makers[:4]], [sub_first(m()) for m in makers[:4]])

# the tuple can be built at runtime, and may be empty or nested
catchers = [(), (KeyError,), (ValueError, (KeyError, IndexError)), (Exception,)]
for i, c in enumerate(catchers):
    try:
        try:
            {}["missing"]
        except c:
            print(i, "matched")
    except KeyError:
        print(i, "fell through")
    except TypeError as e:
        # nested tuples are not flattened by CPython 3.11
        print(i, "TypeError", e, type(e.__context__).__name__)


# `as` target is deleted at the end of the clause
def as_deleted(flag):
    e = "before"
    try:
        if flag:
            raise ValueError("v")
    except ValueError as e:
        pass
    try:
        return "still bound: " + e
    except UnboundLocalError as err:
        return "unbound: " + type(err).__name__


print(as_deleted(False), "|", as_deleted(True))

try:
    raise TypeError("module level")
except TypeError as modexc:
    print("inside", modexc)
try:
    print(modexc)
except NameError as ne:
    print("NameError after clause:", type(ne).__name__)


# e can be saved to another name, which survives
def saved():
    keep = None
    try:
        1 // 0
    except ZeroDivisionError as e:
        keep = e
    return type(keep).__name__, keep.args


print(saved())


# exceptions raised inside else are not caught by the same try's handlers
def else_raises(x):
    try:
        try:
            v = 10 // x
        except ZeroDivisionError:
            return "div-handler"
        else:
            if v > 3:
                raise ZeroDivisionError("from else")
            return "else-ok %d" % v
        finally:
            pass
    except ZeroDivisionError as e:
        return "outer:" + str(e)


print([else_raises(x) for x in (0, 1, 2, 3, 4, 5)])

# bare except catches everything, including BaseException subclasses
class Quit(BaseException):
    pass


for exc in (Quit(), KeyboardInterrupt(), SystemExit(3), GeneratorExit()):
    try:
        try:
            raise exc
        except Exception:
            print("wrong")
    except:
        print("bare caught", type(exc).__name__, isinstance(exc, Exception))

# exception matching against non-exception class raises TypeError
try:
    try:
        raise ValueError
    except int:
        print("no")
except TypeError as e:
    print("TypeError:", e)

# except clause with an expression (class taken from a list at runtime)
table = [KeyError, ValueError, IndexError]
hits = [0, 0, 0]
misses = [0, 0, 0]
argsum = 0
for i in range(300):
    want = table[i % 3]
    try:
        if i % 2 or i % 5 == 0:
            raise want(i)
        raise table[(i + 1) % 3](i)
    except table[i % 3] as e:
        hits[i % 3] += 1
        argsum += e.args[0]
    except Exception as e:
        misses[(i + 1) % 3] += 1
        argsum -= e.args[0]
print(hits, misses, argsum)
