# `s += piece` and `s = s + piece` on a local: ember extends a str in place when
# nothing else can see it. Every way of seeing it must still see an unchanged value.


def chain(n):
    s = ""
    for i in range(n):
        s += str(i % 10)
    return s


def kept_in_list(n):
    s = "<"
    seen = []
    for i in range(n):
        s += "ab"[i % 2]
        seen.append(s)
    return seen


def aliased(n):
    s = "start:"
    copies = []
    for i in range(n):
        s = s + "-"
        if i % 7 == 0:
            t = s
            copies.append(t)
        s += str(i)
    return s, copies


def doubled(n):
    s = "ab"
    for _ in range(n):
        s += s
    return s


def non_ascii(n):
    s = "ζ"
    for i in range(n):
        s += "éü"[i % 2] if i % 5 else "x"
    return s


def keyed(n):
    table = {}
    s = ""
    for i in range(n):
        s += chr(97 + i % 26)
        table[s] = i
    s += "!"
    return table, s


def with_locals(n):
    s = "L"
    snapshots = []
    for i in range(n):
        s += "m"
        if i == 3:
            snapshots.append(locals()["s"])
    return s, snapshots


class Sneaky:
    """Its `__radd__` keeps the str it is added to."""

    kept = []

    def __radd__(self, other):
        Sneaky.kept.append(other)
        return other


def reflected(n):
    s = "r"
    for i in range(n):
        s += "q"
        if i == 5:
            s += Sneaky()
    return s


def parameter(s, n):
    for _ in range(n):
        s += "+"
    return s


def unbound_order():
    events = []

    def piece():
        events.append("evaluated")
        return "p"

    try:
        s += piece()  # noqa: F821
    except UnboundLocalError as e:
        events.append(str(e))
    s = ""
    return events


def raising_piece(n):
    s = "e"
    for i in range(n):
        try:
            s += "k" if i % 4 else {}["missing"]
        except KeyError:
            s += "?"
    return s


def lists(n):
    x = []
    y = x
    for i in range(n):
        x += [i]
    z = [0]
    w = z
    for i in range(n):
        z = z + [i]
    return x is y, len(y), z is w, len(w), len(z)


def numbers(n):
    total = 0
    f = 0.5
    for i in range(n):
        total += i
        f = f + 0.25
    return total, f


def gen_appender(words):
    s = ""
    for w in words:
        s += w
        yield s
    s += "."
    yield s


def closure_built(n):
    s = "c"

    def add(piece):
        nonlocal s
        s += piece

    for i in range(n):
        add(str(i % 3))
    return s


def identities():
    s = "same"
    t = s
    s += ""
    e = ""
    f = e + s
    return s is t, f is s


def rebuilt(n):
    lines = []
    for i in range(n):
        line = ""
        for j in range(i % 6):
            line += f"{j},"
        lines.append(line)
    return lines


def main():
    s = chain(3000)
    print(len(s), s[:12], s[-12:], s.count("7"))
    seen = kept_in_list(40)
    print(len(seen), seen[0], seen[1], seen[9], seen[-1][-8:], [len(x) for x in seen[:6]])
    last, copies = aliased(60)
    print(len(last), last[-20:], len(copies), copies[0], copies[2][-12:], [len(c) for c in copies])
    print(len(doubled(12)), doubled(3))
    u = non_ascii(500)
    print(len(u), u[0], u[1], u[64], u[65], u[200], u[499], u[-1], u[120:140])
    print(u.find("x", 100), u.count("é"), u == non_ascii(500), hash(u) == hash(non_ascii(500)))
    table, key = keyed(60)
    print(len(table), table["abc"], key[-5:], key[:-1] in table, key in table)
    print(with_locals(8))
    print(reflected(10), Sneaky.kept)
    original = "arg"
    print(parameter(original, 5), original)
    print(unbound_order())
    print(raising_piece(20))
    print(lists(50))
    print(numbers(100))
    print(list(gen_appender(["a", "b", "c"])))
    g = gen_appender(["x"] * 30)
    first = next(g)
    rest = list(g)
    print(first, rest[5], rest[-1], len(rest))
    print(closure_built(25))
    print(identities())
    print(rebuilt(8))
    # The same functions again, after they may have been compiled.
    for _ in range(30):
        assert kept_in_list(40) == seen
        assert aliased(60) == (last, copies)
        assert non_ascii(500) == u
    print("again", kept_in_list(40) == seen, chain(3000) == s)


main()
