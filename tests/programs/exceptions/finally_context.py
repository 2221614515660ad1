# Implicit __context__: exceptions raised inside except and finally blocks, and in cleanup methods.
class Resource:
    def __init__(self, name, fail_on_close):
        self.name = name
        self.fail_on_close = fail_on_close
        self.closed = False

    def close(self):
        self.closed = True
        if self.fail_on_close:
            raise OSError("cannot close " + self.name)


def use(resource, fail):
    try:
        if fail:
            raise ValueError("work failed on " + resource.name)
        return "ok " + resource.name
    finally:
        resource.close()


def describe(e):
    parts = []
    while e is not None:
        parts.append(f"{type(e).__name__}({e})")
        e = e.__context__
    return " <- ".join(parts)


results = {}
for i in range(200):
    r = Resource("r%d" % (i % 4), fail_on_close=(i % 4 == 3))
    try:
        out = use(r, fail=(i % 2 == 1))
        key = "ok"
    except OSError as e:
        key = describe(e)
    except ValueError as e:
        key = describe(e)
    results[key] = results.get(key, 0) + 1
for key in sorted(results):
    print(results[key], key)


def convert(items):
    out = []
    for item in items:
        try:
            out.append(int(item))
        except ValueError:
            try:
                out.append(float(item))
            except ValueError:
                raise TypeError("not a number: " + item)
    return out


try:
    convert(["1", "2.5", "x"])
except TypeError as e:
    print(describe(e))
    print(e.__cause__, e.__suppress_context__)

try:
    try:
        raise KeyError("first")
    finally:
        print("finally runs")
except KeyError as e:
    print("context of plain raise:", e.__context__)

try:
    try:
        raise KeyError("inner")
    except KeyError as e:
        handled = e
        raise
except KeyError as e:
    print("bare raise keeps identity:", e is handled, e.__context__)

try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise IndexError("replaced") from None
except IndexError as e:
    print(e.__suppress_context__, type(e.__context__).__name__, e.__cause__)
    e.__suppress_context__ = False
    print(e.__suppress_context__)

def loop_cleanup():
    for n in range(3):
        try:
            if n % 2 == 0:
                raise LookupError(n)
        except LookupError:
            if n == 0:
                continue
            raise
        finally:
            if n == 2:
                raise RuntimeError("cleanup at %d" % n)
try:
    loop_cleanup()
except Exception as e:
    print(describe(e))
r = Resource("final", True)
use(r, True)
