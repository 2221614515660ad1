# nested handlers, exceptions from builtins, finally overriding, exceptions in loops and comprehensions
def safe_div(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        return float("inf")
    finally:
        pass


print([safe_div(1, x) for x in (1, 2, 0, 4)])


def first_key(d, keys):
    for k in keys:
        try:
            return d[k]
        except KeyError:
            continue
    return None


print(first_key({"b": 2}, ["a", "b"]), first_key({}, ["x"]))


def override():
    try:
        return "try"
    finally:
        return "finally"


print(override())


def count_errors(items):
    errors = {}
    for item in items:
        try:
            int(item)
        except ValueError as e:
            errors["value"] = errors.get("value", 0) + 1
        except TypeError:
            errors["type"] = errors.get("type", 0) + 1
    return errors


print(count_errors(["1", "x", None, [], "2", "y"]))


class AppError(Exception):
    pass


class NotFound(AppError):
    def __init__(self, name):
        super().__init__("not found: " + name)
        self.name = name


def lookup(name):
    raise NotFound(name)


for exc_type in (NotFound, AppError, Exception):
    try:
        lookup("cfg")
    except exc_type as e:
        print(exc_type.__name__, "caught", e, e.name, isinstance(e, AppError))

log = []
try:
    try:
        log.append("a")
        raise ValueError("inner")
    finally:
        log.append("finally")
except ValueError as e:
    log.append(str(e))
print(log)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise KeyError("during handling")
except KeyError as e:
    print("second", repr(e))

results = []
for i in range(6):
    try:
        if i % 2:
            raise IndexError(i)
        results.append(i)
    except IndexError as e:
        results.append(-e.args[0])
    else:
        results.append("ok")
print(results)
try:
    raise StopIteration
except StopIteration:
    print("stop")
e = None
try:
    x = undefined_name
except NameError as err:
    e = err
print(type(e).__name__, e)
try:
    assert 1 == 2, "math"
except AssertionError as err:
    print("assert", err)
