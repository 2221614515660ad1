# Inlined calls of functions that call nothing keep their recursion depth out of
# memory; leaving compiled code inside them (a deopt, an exception) must leave the
# depth as the interpreter's calls would. The depth at which RecursionError comes
# is measured after each way out: a frame counted twice or not at all would move it.
import sys

level = 0


def down(n):
    global level
    level = n
    return down(n + 1)


def measure():
    try:
        down(0)
    except RecursionError:
        return level


def double(x):
    return x * 2


def plus_one(x):
    return double(x) + 1


def halve(a, b):
    return a // b


def sum_doubles(xs):
    total = 0
    for x in xs:
        total += plus_one(x)
    return total


def sum_halves(xs, b):
    total = 0
    for x in xs:
        total += halve(x, b)
    return total


def make_reader():
    def read():
        return later * 2

    def loop(n):
        total = 0
        for _ in range(n):
            total += read()
        return total

    try:
        loop(3)
    except NameError as e:
        print("NameError:", e)
    later = 21
    return loop


def make_toggle():
    value = 1

    def read():
        return value

    def once():
        return read()

    def unset():
        nonlocal value
        del value

    def set_to(v):
        nonlocal value
        value = v

    return once, unset, set_to


def deep(n, xs):
    # Recursion whose every level runs a loop of inlined leaf calls.
    if n == 0:
        return sum_doubles(xs)
    return deep(n - 1, xs)


base = measure()
print("base", base)

ints = list(range(200))
for _ in range(50):
    sum_doubles(ints)
print("ints", sum_doubles(ints), measure() == base)

# A float deopts inside the inlined frames (two of them) at every call.
mixed = ints + [0.5]
for _ in range(20):
    r = sum_doubles(mixed)
print("float", r, measure() == base)

# An int past the small-int range overflows inside the innermost frame.
big = ints + [2**61]
for _ in range(20):
    r = sum_doubles(big)
print("overflow", r, measure() == base)

# Exceptions raised inside an inlined frame and caught by the caller's caller.
for _ in range(50):
    sum_halves(ints, 3)
for _ in range(20):
    try:
        sum_halves(ints, 0)
    except ZeroDivisionError as e:
        r = str(e)
print("zero", r, measure() == base)

# A closure variable read before it is bound, in an inlined closure in a loop.
loop = make_reader()
for _ in range(50):
    r = loop(100)
print("cell", r, measure() == base)

# The same raised in compiled code: an inlined closure reading an emptied cell.
once, unset, set_to = make_toggle()
for _ in range(300):
    once()
unset()
for _ in range(20):
    try:
        once()
    except NameError as e:
        r = str(e)
set_to(5)
print("emptied", r, once(), measure() == base)

# Deopts deep in recursion near the limit: the RecursionError comes where it would.
sys.setrecursionlimit(300)
limited = measure()
for depth in (limited - 8, limited - 4, limited - 3, limited - 2, limited - 1, limited):
    try:
        print(depth - limited, deep(depth, mixed))
    except RecursionError:
        print(depth - limited, "RecursionError")
print("after", measure() == limited)
