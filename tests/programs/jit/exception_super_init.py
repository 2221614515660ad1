# An exception class's `__init__` handing its arguments to `super().__init__`:
# compiled code sets `args` as BaseException.__init__ does, without making the
# super object or calling. What `args`, `str` and the attributes say must stay
# CPython's, for every number of arguments, for OSError's kept arguments, for
# subclasses (whose super() lookup differs) and when a class in between gains an
# `__init__` while the loop runs.


class Odd(Exception):
    def __init__(self, value):
        super().__init__(value)
        self.value = value


class Pair(Exception):
    def __init__(self, a, b):
        super().__init__(a, b)
        self.total = a + b


class Bare(Exception):
    def __init__(self):
        super().__init__()


class Renamed(Odd):
    pass


class Middle(Exception):
    pass


class Leaf(Middle):
    def __init__(self, x):
        super().__init__("leaf", x)


class Disk(OSError):
    def __init__(self, errno, text, name):
        super().__init__(errno, text, name)


def raise_and_catch(make, n):
    out = []
    for i in range(n):
        try:
            raise make(i)
        except Exception as e:
            out.append(e)
    return out


def describe(e):
    extra = {k: v for k, v in vars(e).items() if k != "__traceback__"}
    return type(e).__name__, e.args, str(e), sorted(extra.items())


for _ in range(30):
    raise_and_catch(Odd, 20)
    raise_and_catch(lambda i: Pair(i, -i), 20)
    raise_and_catch(lambda i: Bare(), 20)
    raise_and_catch(Leaf, 20)

for make in (Odd, lambda i: Pair(i, 2 * i), lambda i: Bare(), Renamed, Leaf):
    caught = raise_and_catch(make, 300)
    print(describe(caught[0]), describe(caught[-1]), len(caught))

disks = raise_and_catch(lambda i: Disk(i, "no such file", "f%d" % i), 300)
d = disks[7]
print(type(d).__name__, d.args, str(d), d.errno, d.strerror, d.filename)

# A class between Leaf and Exception gains an __init__: the lookup finds it now.
def middle_init(self, *args):
    Exception.__init__(self, "middle", len(args))


Middle.__init__ = middle_init
print(describe(raise_and_catch(Leaf, 300)[-1]))
del Middle.__init__
print(describe(raise_and_catch(Leaf, 300)[-1]))

# args changed after __init__, and __init__ called again by hand.
e = raise_and_catch(Odd, 300)[5]
e.args = ("changed",)
print(describe(e))
BaseException.__init__(e, 1, 2, 3)
print(describe(e))
