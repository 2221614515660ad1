# Calls of closures are inlined by the code their call site saw (each `def` or
# `lambda` run makes a new function of one code): the function's code is tested,
# and its free variables are read from the function called.


def make_adder(k):
    def add(x):
        return x + k

    return add


def compose(f, g):
    return lambda x: f(g(x))


def apply_all(fn, n):
    total = 0
    for i in range(n):
        total += fn(i)
    return total


inc = make_adder(1)
dbl = lambda x: x * 2
print(apply_all(compose(inc, dbl), 1000))
print(apply_all(make_adder(10), 1000))  # another function of the same code
print(apply_all(lambda x: -x, 1000))  # another code: the code test fails
print(apply_all(compose(make_adder(0.5), dbl), 10))


def counter():
    count = 0

    def bump(k):
        nonlocal count
        count += k
        return count

    return bump


def bumps(b, n):
    last = 0
    for i in range(n):
        last = b(i % 3)
    return last


b = counter()
print(bumps(b, 500), bumps(b, 500))


def late():
    def reader(x):
        return x + value

    def run(n):
        t = 0
        for i in range(n):
            t += reader(i)
        return t

    try:
        run(3)
    except NameError as e:
        print("NameError", e)
    value = 7
    return run(300)


print(late())


def thrower(limit):
    def check(x):
        if x > limit:
            raise ValueError("over " + str(limit))
        return x

    return check


def use(fn, n):
    t = 0
    for i in range(n):
        t += fn(i)
    return t


try:
    use(thrower(400), 1000)
except ValueError as e:
    tb = e.__traceback__
    lines = []
    while tb is not None:
        lines.append(tb.tb_lineno)
        tb = tb.tb_next
    print("ValueError", e, lines)


def key_sum(items, key):
    s = 0
    for it in items:
        s += key(it)
    return s


pairs = [(i, -i) for i in range(500)]
print(key_sum(pairs, lambda p: p[0] * 2 + p[1]))
print(key_sum(pairs, lambda p: p[1]))
print(sorted(pairs[:50], key=lambda p: (p[0] % 7, p[1]))[:5])
