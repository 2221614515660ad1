# StopIteration.value from generators' return, yield from results, and next() defaults.
def countdown(n):
    total = 0
    while n > 0:
        yield n
        total += n
        n -= 1
    return total


def averager():
    count = 0
    total = 0
    while True:
        value = yield (total / count if count else None)
        if value is None:
            return (count, total)
        count += 1
        total += value


def delegate(n):
    subtotal = yield from countdown(n)
    yield "subtotal %d" % subtotal
    return subtotal * 2


def drain(gen):
    items = []
    while True:
        try:
            items.append(next(gen))
        except StopIteration as stop:
            return items, stop.value, stop.args


grand = 0
for n in range(1, 300):
    items, value, args = drain(countdown(n % 13))
    grand += value + len(items)
    if n < 4:
        print(n, items, value, args)
print("grand", grand)

print(drain(delegate(4)))

avg = averager()
print(next(avg))
for x in range(1, 201):
    current = avg.send(x * 3 % 17)
print(round(current, 4))
try:
    avg.send(None)
except StopIteration as e:
    print("averager returned", e.value, type(e.value).__name__)


def empty():
    return "nothing"
    yield


try:
    next(empty())
except StopIteration as e:
    print(repr(e.value), e.args, str(e))

g = empty()
print(next(g, "default"), next(g, "again"))


def plain():
    yield 1


try:
    next(iter([]))
except StopIteration as e:
    print("list iterator:", e.value, e.args)
p = plain()
next(p)
try:
    next(p)
except StopIteration as e:
    print("no return:", e.value)

e = StopIteration("x", "y")
print(e.value, e.args)
e = StopIteration()
print(e.value)


def outer():
    result = yield from inner_fail()
    yield result


def inner_fail():
    yield 1
    raise KeyError("inner broke")


o = outer()
print(next(o))
next(o)
