# The interpreter's shortcuts (two loads in one dispatch, `len(x)` and
# `list.append(x)` without the call protocol) behave as the general paths do.


class Sized:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


class Appender:
    def __init__(self):
        self.items = []

    def append(self, x):
        self.items.append(x * 2)
        return "appended"


def lengths():
    out = []
    for v in ["abc", [1, 2], (1,), {1: 2}, {3}, range(5), Sized(7), "é"]:
        out.append(len(v))
    return out


def bad_lengths():
    for v in [5, 2.5, None, Sized(-1)]:
        try:
            len(v)
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)


def shadowed_len():
    def len(x):
        return "local len of " + repr(x)

    return len([1, 2, 3])


def appends():
    a = []
    b = Appender()
    for i in range(5):
        a.append(i)
        r = b.append(i)
    print(a, b.items, r)
    print(a.append(99), a[-1])
    try:
        a.append()
    except TypeError as e:
        print("TypeError", e)
    try:
        a.append(1, 2)
    except TypeError as e:
        print("TypeError", e)
    try:
        a.append(x=1)
    except TypeError as e:
        print("TypeError", e)


def unbound_second(flag):
    if flag:
        y = 1
    x = 2
    return x + y


def unbound_first(flag):
    if flag:
        y = 1
    x = 2
    return y + x


def mixed_loads(a, b):
    c = 3
    return a * b + c * 4 - a


print(lengths())
bad_lengths()
print(shadowed_len())
appends()
print(unbound_second(True), unbound_first(True))
for f in (unbound_second, unbound_first):
    try:
        f(False)
    except UnboundLocalError as e:
        print("UnboundLocalError", e)
print(sum(mixed_loads(i, i + 1) for i in range(1000)))
len = lambda x: -1
print(len([1, 2]))


def keyword_errors():
    calls = [
        lambda: [].pop(x=1),
        lambda: "a".upper(x=1),
        lambda: {}.keys(x=1),
        lambda: {1}.add(x=1),
        lambda: (5).bit_length(x=1),
        lambda: (1.5).is_integer(x=1),
        lambda: [].nosuch(x=1),
        lambda: "a".nosuch(x=1),
        lambda: {}.nosuch(x=1),
        lambda: {1}.nosuch(x=1),
    ]
    for call in calls:
        try:
            call()
        except (TypeError, AttributeError) as e:
            print(type(e).__name__, e)


keyword_errors()


def split_keywords():
    print("a b  c".split(maxsplit=1), "a,b,c".split(sep=",", maxsplit=1), "a b".split(sep=None))
    print("a b c".rsplit(maxsplit=1), "a-b-c".rsplit("-", maxsplit=1), "x y".split(None, maxsplit=0))
    text = "one\ntwo\r\nthree\rfour\x0bfive\x0c\x1csix\u2028seven\x85\n"
    print(text.splitlines(), text.splitlines(True), text.splitlines(keepends=True))
    print("".splitlines(), "\n".splitlines(), "no end".splitlines(keepends=1))
    for call in [lambda: "a".split(x=1), lambda: "a".split(" ", sep=" "), lambda: "a".splitlines(False, keepends=True)]:
        try:
            call()
        except TypeError as e:
            print("TypeError", e)


split_keywords()
