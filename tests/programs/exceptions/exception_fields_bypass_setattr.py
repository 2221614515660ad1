# An exception's `args` (kept by BaseException's __new__ and __init__) and its
# `__context__` (recorded at raise) are stored in the object: a class's
# `__setattr__` sees only the attributes the program sets itself. An `__init__`
# passing the constructor's own arguments up keeps them; other arguments replace
# them.


class Logged(Exception):
    seen = []

    def __setattr__(self, name, value):
        Logged.seen.append(name)
        super().__setattr__(name, value)

    def __init__(self, x):
        super().__init__(x, "extra")
        self.x = x


class Same(Exception):
    def __init__(self, a, b):
        super().__init__(a, b)
        self.total = a + b


e = Logged(1)
print(e.args, e.x, Logged.seen)

try:
    try:
        raise KeyError("inner")
    except KeyError:
        raise Logged(2)
except Logged as caught:
    print(type(caught.__context__).__name__, caught.args, Logged.seen)

s = Same(3, 4)
before = s.args
Same.__init__(s, 3, 4)
print(s.args, s.total, s.args == before)
Same.__init__(s, 5, 6)
print(s.args, s.total)
BaseException.__init__(s)
print(s.args)
for i in range(2000):
    try:
        raise Same(i, i)
    except Same as err:
        last = err
print(last.args, last.total)
