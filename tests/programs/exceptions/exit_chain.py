# Context managers whose __exit__ suppresses, replaces or chains exceptions; __context__ of the replacements.
class Transaction:
    def __init__(self, name, log, suppress=(), fail_commit=False):
        self.name = name
        self.log = log
        self.suppress = suppress
        self.fail_commit = fail_commit

    def __enter__(self):
        self.log.append("begin " + self.name)
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            if self.fail_commit:
                raise RuntimeError("commit failed: " + self.name)
            self.log.append("commit " + self.name)
            return False
        self.log.append("rollback %s (%s)" % (self.name, exc_type.__name__))
        if issubclass(exc_type, self.suppress):
            return True
        if exc_type is KeyError:
            raise ValueError("bad key in " + self.name) from exc
        return False


def work(i, log):
    with Transaction("outer%d" % (i % 2), log, suppress=(ZeroDivisionError,)):
        with Transaction("inner", log, fail_commit=(i % 7 == 3)):
            if i % 5 == 1:
                return 1 // 0
            if i % 5 == 2:
                return {}["k%d" % i]
            if i % 5 == 3:
                raise IndexError(i)
        return i
    return -1


counts = {}
log = []
for i in range(200):
    try:
        result = work(i, log)
        key = "result" if result >= 0 else "suppressed"
    except Exception as e:
        ctx = e.__context__
        key = "%s(cause=%s, context=%s)" % (
            type(e).__name__,
            type(e.__cause__).__name__ if e.__cause__ else None,
            type(ctx).__name__ if ctx else None)
    counts[key] = counts.get(key, 0) + 1
for key in sorted(counts):
    print(counts[key], key)
print(len(log), log[:6])
events = {}
for entry in log:
    verb = entry.split()[0]
    events[verb] = events.get(verb, 0) + 1
print(sorted(events.items()))


class Closer:
    def __enter__(self):
        return "resource"

    def __exit__(self, *args):
        print("exit args:", [a if not isinstance(a, BaseException) else repr(a) for a in args[:2]])
        return None


with Closer() as r:
    print("using", r)
try:
    with Closer():
        raise TypeError("inside")
except TypeError as e:
    print("propagated", e)

log = []
with Transaction("last", log):
    {}["missing"]
