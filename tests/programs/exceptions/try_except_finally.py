# try/except/else/finally, raise, re-raise, user exception classes, break/continue/return through finally
class Odd(Exception):
    def __init__(self, value):
        super().__init__(value)
        self.value = value

def check(i):
    if i % 5 == 0:
        raise Odd(i)
    return i

caught = total = cleanups = 0
for i in range(20):
    try:
        total += check(i)
    except Odd as e:
        caught += 1
        total -= e.value
    finally:
        cleanups += 1
print(caught, total, cleanups)
d = {}
for i in range(10):
    try:
        d[i % 3] += 1
    except KeyError:
        d[i % 3] = 1
print(d)
def f():
    try:
        return 1
    finally:
        print("finally runs")
print(f())
def g():
    for i in range(5):
        try:
            if i == 2:
                continue
            if i == 4:
                break
            print("body", i)
        finally:
            print("fin", i)
    return "done"
print(g())
try:
    1 / 0
except (ValueError, ZeroDivisionError) as e:
    print("caught", type(e).__name__, e, e.args, repr(e))
try:
    try:
        [][1]
    except IndexError:
        print("inner")
        raise
except LookupError as e:
    print("outer", e)
try:
    raise ValueError
except ValueError as e:
    print(repr(e), str(e) == "", isinstance(e, Exception))
def nested():
    try:
        raise KeyError("k")
    except KeyError as e:
        return str(e)
print(nested())
try:
    int("x")
except Exception as e:
    print(type(e).__name__, e)
else:
    print("no")
try:
    pass
except Exception:
    print("no")
else:
    print("else runs")
class MyErr(ValueError):
    pass
try:
    raise MyErr("custom", 42)
except ValueError as e:
    print(e, e.args, isinstance(e, MyErr))
def h(n):
    if n == 0:
        raise RuntimeError("bottom")
    return h(n - 1)
try:
    h(10)
except RuntimeError as e:
    print("deep", e)
