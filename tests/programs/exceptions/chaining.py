# __cause__, __context__ and __suppress_context__, as raise and raise-from set them.
def describe(e):
    cause = type(e.__cause__).__name__ if e.__cause__ is not None else None
    context = type(e.__context__).__name__ if e.__context__ is not None else None
    return f"{type(e).__name__}({e}) cause={cause} context={context} suppress={e.__suppress_context__}"


def parse(text):
    try:
        return int(text)
    except ValueError as e:
        raise KeyError(text) from e


def lookup(table, key):
    try:
        return table[key]
    except KeyError:
        raise LookupError("no " + key)


def quiet(x):
    try:
        return 10 // x
    except ZeroDivisionError:
        raise ArithmeticError("quiet") from None


for action in (lambda: parse("x1"), lambda: lookup({}, "k"), lambda: quiet(0)):
    try:
        action()
    except Exception as e:
        print(describe(e))
        inner = e.__cause__ or e.__context__
        if inner is not None:
            print("  inner:", describe(inner))

# A fresh exception has no chain.
e = ValueError("fresh")
print(describe(e))

# The context is the exception being handled where the raise happens, even in a
# function called from the handler.
def fail():
    raise RuntimeError("from a callee")


try:
    try:
        {}["missing"]
    except KeyError:
        fail()
except RuntimeError as e:
    print(describe(e))

# Raising the handled exception again keeps its own (empty) context.
try:
    try:
        raise TypeError("again")
    except TypeError as e:
        raise e
except TypeError as e:
    print(describe(e))

# A cause given as a class is instantiated; chains nest.
try:
    try:
        try:
            raise OSError("disk")
        except OSError as e:
            raise ValueError("parse") from e
    except ValueError:
        raise RuntimeError("outer")
except RuntimeError as e:
    print(describe(e), "|", describe(e.__context__))
try:
    raise ValueError("with class cause") from IndexError
except ValueError as e:
    print(describe(e), repr(e.__cause__))

# A finally clause that raises chains to the exception passing through it.
def cleanup():
    try:
        raise KeyError("first")
    finally:
        raise ValueError("during cleanup")


try:
    cleanup()
except ValueError as e:
    print(describe(e))

# Setting the attributes by hand.
e = ValueError("manual")
e.__cause__ = KeyError("k")
print(describe(e))

# StopIteration carries a generator's return value.
def gen():
    yield 1
    return "done"


g = gen()
next(g)
try:
    next(g)
except StopIteration as stop:
    print("StopIteration value:", stop.value, stop.args)
try:
    next(g)
except StopIteration as stop:
    print("again:", stop.value, stop.args)
print(StopIteration(5).value, StopIteration().value)

for bad in (lambda: (_ for _ in ()).throw(ValueError), ):
    try:
        raise ValueError("x") from 5
    except TypeError as e:
        print("TypeError:", e)

try:
    parse("y")
except KeyError:
    pass
lookup({}, "final")
