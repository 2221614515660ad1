# The traceback an exception is caught with is kept on it as it moves to a new shape;
# exceptions of classes with different attributes take different steps, an exception
# caught a second time keeps the second traceback, and one with so many attributes
# that it keeps them in a dict keeps its traceback there. Each is read back through
# `__traceback__` and by raising it again.


def lines(tb):
    out = []
    while tb is not None:
        out.append(tb.tb_lineno)
        tb = tb.tb_next
    return out


class Plain(Exception):
    pass


class WithValue(Exception):
    def __init__(self, value):
        super().__init__(value)
        self.value = value


class WithTwo(Exception):
    def __init__(self, a, b):
        super().__init__(a)
        self.a = a
        self.b = b


class Wide(Exception):
    def __init__(self, n):
        super().__init__(n)
        for k in range(n):
            setattr(self, f"field{k}", k)


def raise_one(i):
    kind = i % 4
    if kind == 0:
        raise Plain(i)
    if kind == 1:
        raise WithValue(i)
    if kind == 2:
        raise WithTwo(i, -i)
    raise Wide(70 if i % 8 == 3 else 3)


def catch_all(n):
    seen = []
    for i in range(n):
        try:
            raise_one(i)
        except Exception as e:
            if i >= n - 8:
                seen.append((type(e).__name__, lines(e.__traceback__)))
    return seen


def catch_twice(i):
    try:
        raise_one(i)
    except Exception as first:
        kept = first
    try:
        raise kept
    except Exception as second:
        return second is kept, lines(second.__traceback__)


def main():
    for k in range(3):
        for name, tb in catch_all(400 + k):
            print(name, tb)
    for i in range(8):
        print(catch_twice(i))
    e = WithValue(5)
    print(e.__traceback__)
    try:
        raise e
    except WithValue as caught:
        print(lines(caught.__traceback__), caught.value)
    w = Wide(70)
    try:
        raise w
    except Wide as caught:
        print(lines(caught.__traceback__), caught.field69, len(caught.args))


main()
