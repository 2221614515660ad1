# Generators whose value and local types change while they run: warm up on
# one type for thousands of resumptions, then switch.


class Node:
    def __init__(self, value, children=None):
        self.value = value
        self.children = children or []


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        if isinstance(other, Money):
            return Money(self.cents + other.cents)
        if other == 0:
            return self
        return NotImplemented

    __radd__ = __add__

    def __repr__(self):
        return "Money(%d.%02d)" % divmod(self.cents, 100)


def phases():
    x = 0
    for i in range(5):
        x = x + i
        yield x
    x = float(x)
    for i in range(5):
        x = x / 2 + 0.25
        yield x
    x = str(x)
    for i in range(3):
        x = x + "|" + str(i)
        yield x
    x = None
    yield x
    x = [x, 1, "two", 3.0]
    yield x
    x.append(x[1:])
    yield x


def summer(total=0):
    count = 0
    while True:
        v = yield total
        if v is None:
            return count
        total = total + v
        count += 1


def hot_then_shift(n):
    acc = 0
    i = 0
    while i < n:
        acc = acc + i
        yield acc
        i += 1
    # after many int resumptions, switch to floats, then strings, then big ints
    acc = acc / 7
    yield acc
    acc = "acc=%.4f" % acc
    yield acc
    acc = 2 ** 70 + i
    yield acc
    acc = acc * acc
    yield acc


def scaled(values, factor):
    for v in values:
        yield v * factor


def bigint_fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


def make_counter(step):
    count = 0

    def bump():
        nonlocal count
        count += step
        return count

    def gen(limit):
        nonlocal step
        while bump() < limit:
            yield count
            if count > limit // 2:
                step = step * 2
    return gen, bump


def make_tree(depth, width, counter):
    counter[0] += 1
    node = Node(counter[0])
    if depth > 0:
        for i in range(width if depth % 10 == 0 else 1):
            node.children.append(make_tree(depth - 1, width, counter))
    return node


def walk(node, depth=0):
    yield depth, node.value
    for child in node.children:
        yield from walk(child, depth + 1)


def tree_sum(node):
    total = node.value
    for child in node.children:
        total += yield from tree_sum_gen(child)
    return total


def tree_sum_gen(node):
    yield node.value
    result = yield from tree_sum(node)
    return result


def source(n):
    for i in range(n):
        yield i if i % 3 else float(i)


def middle(gen):
    for v in gen:
        if isinstance(v, float):
            yield str(v)
        else:
            yield v * 3


def outer(gen):
    seen_str = 0
    total = 0
    for v in gen:
        if isinstance(v, str):
            seen_str += 1
            yield "s:" + v
        else:
            total += v
            yield total
    yield ("done", seen_str, total)


def main():
    print("phases:", list(phases()))

    s = summer()
    next(s)
    print("int sums:", [s.send(v) for v in [1, 2, 3, 4]])
    print("big, neg big, float:", s.send(2 ** 64), s.send(-(2 ** 64) - 10), s.send(0.5))
    s2 = summer("")
    next(s2)
    print("str sum:", s2.send("") or "(empty)", s2.send("ab"), s2.send("cd"))
    try:
        s2.send(5)
    except TypeError as e:
        print("mixed types:", type(e).__name__)
    s3 = summer([])
    next(s3)
    print("list sums:", [s3.send(v) for v in [[1], [2, 3], ["x"]]])
    s4 = summer()
    next(s4)
    for cents in (150, 275, 1):
        last = s4.send(Money(cents))
    print("money sum:", last)
    try:
        s4.send(None)
    except StopIteration as e:
        print("money count:", e.value)

    # warm a summer for 12000 int sends, then shift types
    s5 = summer()
    next(s5)
    for i in range(12000):
        t = s5.send(i)
    print("warm int total:", t)
    print("then float, big, bool:", s5.send(0.125), s5.send(2 ** 100), s5.send(True))
    try:
        s5.send("nope")
    except TypeError as e:
        print("then str fails:", type(e).__name__)

    count = 0
    for v in hot_then_shift(15000):
        count += 1
        if count > 15000:
            print("  shifted value:", repr(v))
    print("hot count:", count)

    # shifting the type of values flowing through a warmed pipeline
    def data_source():
        yield from range(11000)
        yield from [0.5, 1.5, 2 ** 63, 2 ** 80, "ab", "c", [1, 2]]

    tail = []
    int_sum = 0
    for v in scaled(data_source(), 3):
        if type(v) is int and v < 2 ** 40:
            int_sum += v
        tail.append(v)
        if len(tail) > 7:
            del tail[0]
    print("scaled tail:", tail)
    print("scaled int sum:", int_sum)

    fib = bigint_fib()
    fibs = [next(fib) for _ in range(100)]
    print("fib 60..63:", fibs[60:64], "fib 99:", fibs[99], fibs[99].bit_length())
    print("fib sum mod:", sum(fibs) % 1000000007)

    # float accumulation through generators
    def harmonic(n):
        h = 0.0
        for k in range(1, n + 1):
            h += 1.0 / k
            yield h

    picked = [h for k, h in enumerate(harmonic(5000)) if k in (0, 9, 4999)]
    print("harmonic:", [repr(h) for h in picked])
    print("float sum of gen: %r" % sum(x * 0.1 for x in range(1000)))

    # closures and nonlocal state
    gen, bump = make_counter(3)
    print("counter gen:", list(gen(200)), "bump after:", bump())
    gen2, bump2 = make_counter(1)
    g2 = gen2(50)
    first = [next(g2) for _ in range(5)]
    bump2(), bump2()
    print("interleaved closure:", first, list(g2))

    # recursive generators, depth ~50
    counter = [0]
    tree = make_tree(50, 2, counter)
    nodes = list(walk(tree))
    print("tree:", counter[0], len(nodes), max(d for d, _ in nodes), nodes[:3], nodes[-2:])
    ts = tree_sum_gen(tree)
    yielded = 0
    while True:
        try:
            next(ts)
            yielded += 1
        except StopIteration as e:
            print("tree sum:", e.value, "yielded:", yielded)
            break
    print("check sum:", sum(v for _, v in walk(tree)))

    # mutually nested consumers
    res = list(outer(middle(source(30))))
    print("nested consumers:", res[:8], res[-3:])
    res = []
    for v in outer(middle(source(12000))):
        res.append(v)
        if len(res) > 2:
            res.pop(0)
    print("nested big tail:", res)

    # generator whose locals flip between list element types on every resume
    def flipper(n):
        bag = []
        for i in range(n):
            if i % 4 == 0:
                item = i
            elif i % 4 == 1:
                item = i * 0.5
            elif i % 4 == 2:
                item = str(i)
            else:
                item = (i, None)
            bag = bag[-5:] + [item]
            yield type(item).__name__
        return bag

    fl = flipper(10002)
    names = {}
    while True:
        try:
            n = next(fl)
            names[n] = names.get(n, 0) + 1
        except StopIteration as e:
            print("flipper:", sorted(names.items()), e.value[-4:])
            break


main()
