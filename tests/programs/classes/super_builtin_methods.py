# super().method(...) that reaches a builtin class's method (BaseException.__init__,
# object.__init__, dict and list methods) from hot methods: the call passes the
# instance first, as a bound method would, and follows the class when it changes.


class AppError(Exception):
    def __init__(self, code, text="failed"):
        super().__init__(code, text)
        self.code = code


class Quiet(AppError):
    def __init__(self, code):
        super().__init__(code, "quiet")


class Plain:
    def __init__(self, x):
        super().__init__()
        self.x = x


class Counter(dict):
    def __setitem__(self, key, value):
        super().__setitem__(key, value * 2)

    def __getitem__(self, key):
        return super().__getitem__(key) + 1


class Log(list):
    def append(self, item):
        super().append(("logged", item))


def raise_and_catch(n):
    total = 0
    last = None
    for i in range(n):
        try:
            if i % 3 == 0:
                raise Quiet(i)
            raise AppError(i)
        except AppError as e:
            total += e.code
            last = e
    return total, last.args, str(last), repr(last)


def build(n):
    out = []
    for i in range(n):
        out.append(Plain(i).x)
    c = Counter()
    for i in range(n):
        c[i % 5] = i
    log = Log()
    for i in range(4):
        log.append(i)
    return sum(out), c[3], dict(c), log


for rounds in range(3):
    print(raise_and_catch(300))
    print(build(200))

# A class in the chain changes: the next super() call finds the new method.


def fresh_init(self, code, text="fresh"):
    Exception.__init__(self, "fresh", code)
    self.code = -code


AppError.__init__ = fresh_init
print(raise_and_catch(30))
del AppError.__init__
for i in range(30):
    q = Quiet(i)
print(q.args, hasattr(q, "code"), AppError(7, "x").args)
try:
    Plain.__init__(Plain.__new__(Plain), 1, 2)
except TypeError as e:
    print("TypeError", e)


class Bad:
    def __init__(self):
        super().__init__(1)


try:
    Bad()
except TypeError as e:
    print("TypeError", e)
