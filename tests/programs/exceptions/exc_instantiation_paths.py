# Exception classes with a Python __init__, instantiated in hot compiled code: the
# arguments are kept as args whatever __init__ does, OSError subclasses keep errno,
# strerror and filename, and a reassigned __init__ or a failing one behaves as in
# CPython.


class Odd(Exception):
    def __init__(self, value):
        super().__init__(value)
        self.value = value


class Quiet(ValueError):
    def __init__(self, a, b):
        # Never calls super().__init__: args are still (a, b).
        self.total = a + b


class FileGone(OSError):
    def __init__(self, *args):
        super().__init__(*args)
        self.note = "gone"


class Strict(Exception):
    def __init__(self, n):
        if n < 0:
            raise TypeError("negative")
        super().__init__("n=" + str(n))


class Bad(Exception):
    def __init__(self, n):
        return n


class MissingKey(KeyError):
    def __init__(self, key, where):
        super().__init__(key)
        self.where = where


def raise_odd(i):
    if i % 3 == 0:
        raise Odd(i)
    return i


def collect(n):
    out = []
    for i in range(n):
        try:
            raise_odd(i)
        except Odd as e:
            out.append((e.args, e.value))
    return out


def variety(n):
    rows = []
    for i in range(n):
        q = Quiet(i, 2 * i)
        f = FileGone(2, "No such file", "f" + str(i))
        m = MissingKey("k" + str(i), i)
        rows.append((q.args, q.total, str(q), f.errno, f.strerror, f.filename, f.args, f.note, str(f), str(m), m.where))
    return rows


print(collect(10))
print(collect(100)[-2:])
for row in variety(3):
    print(row)
print(variety(200)[-1])
for n in [3, -1]:
    try:
        for _ in range(50):
            s = Strict(n)
        print(s.args, str(s))
    except TypeError as e:
        print("TypeError", e)
try:
    for _ in range(50):
        Bad(1)
except TypeError as e:
    print("TypeError", e)


def late_init(self, value):
    Exception.__init__(self, "late", value)
    self.value = -value


print(collect(4))
Odd.__init__ = late_init
print(collect(4))
e = FileGone("just one")
print(e.args, e.errno, e.filename, str(e))
e = FileGone(13, "denied", "a", 5, "b")
print(e.args, e.errno, e.strerror, e.filename, e.filename2, str(e))
