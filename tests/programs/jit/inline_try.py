# Calls inlined inside `try`: what the callee raises (at any inlined depth) reaches
# the caller's handler with the traceback, context and recursion depth the call
# would have given; `else` and `finally` run as they should; an exception the
# handler does not match goes on out with every line.
import sys


def lines(tb):
    out = []
    while tb is not None:
        out.append(tb.tb_lineno)
        tb = tb.tb_next
    return out


class Odd(Exception):
    def __init__(self, value):
        super().__init__(value)
        self.value = value


def check(i):
    if i % 5 == 0:
        raise Odd(i)
    return i


def middle(i):
    return check(i) + 1


def outer(i):
    return middle(i) * 2


def depth_one(n):
    total = caught = 0
    seen = None
    for i in range(n):
        try:
            total += check(i)
        except Odd as e:
            caught += 1
            total -= e.value
            seen = lines(e.__traceback__)
    return total, caught, seen


def depth_three(n):
    total = caught = 0
    seen = None
    for i in range(n):
        try:
            total += outer(i)
        except Odd as e:
            caught += 1
            seen = (e.value, lines(e.__traceback__))
    return total, caught, seen


print(depth_one(3000))
print(depth_three(3000))


def with_else_finally(n):
    log = [0, 0, 0]
    for i in range(n):
        try:
            check(i)
        except Odd:
            log[0] += 1
        else:
            log[1] += 1
        finally:
            log[2] += 1
    return log


print(with_else_finally(2000))


def divide(a, b):
    return a // b


def lookup(d, k):
    return d[k]


def builtin_errors(n):
    d = {k: k * k for k in range(10)}
    zero = missing = 0
    total = 0
    for i in range(n):
        try:
            total += divide(100, i % 7)
        except ZeroDivisionError as e:
            zero += 1
            last_zero = (str(e), lines(e.__traceback__))
        try:
            total += lookup(d, i % 13)
        except KeyError as e:
            missing += 1
            last_key = (e.args, lines(e.__traceback__))
    return total, zero, missing, last_zero, last_key


print(builtin_errors(2000))


def unmatched(n, at):
    total = 0
    for i in range(n):
        try:
            total += divide(10, 0 if i == at else 1)
        except KeyError:
            total -= 1
    return total


for at in (1500, 3):
    try:
        unmatched(2000, at)
    except ZeroDivisionError as e:
        print("escaped", lines(e.__traceback__))


def contexts(n):
    out = None
    for i in range(n):
        try:
            raise ValueError(i)
        except ValueError:
            try:
                check(i * 5)
            except Odd as e:
                out = (type(e.__context__).__name__, e.__context__.args, e.__context__.__context__)
    return out


print(contexts(1000))


class Shape:
    def area(self):
        raise NotImplementedError("area of " + type(self).__name__)


class Square(Shape):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side * self.side


class Blob(Shape):
    pass


def areas(shapes):
    total = 0
    failed = []
    for s in shapes:
        try:
            total += s.area()
        except NotImplementedError as e:
            failed.append((str(e), lines(e.__traceback__)))
    return total, len(failed), failed[-1]


print(areas([Square(i) if i % 9 else Blob() for i in range(3000)]))


class Checked:
    def __init__(self, value):
        if value < 0:
            raise ValueError("negative: %d" % value)
        self.value = value


def build(values):
    made = rejected = 0
    for v in values:
        try:
            made += Checked(v).value
        except ValueError as e:
            rejected += 1
            last = (str(e), lines(e.__traceback__))
    return made, rejected, last


print(build([i if i % 4 else -i for i in range(1, 3000)]))


def accept(x):
    return x + 1


def retyped(values):
    total = 0
    errors = 0
    for v in values:
        try:
            total = accept(v) if isinstance(v, int) else total + accept(v)
        except TypeError as e:
            errors += 1
            last = (str(e), lines(e.__traceback__))
    return total, errors, last


print(retyped(list(range(2000)) + [1.5, "s", 2, None, 3]))

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


first = measure()
for _ in range(50):
    assert measure() == first
sys.setrecursionlimit(400)
small = measure()
for _ in range(50):
    assert measure() == small
print("recursion depths stable", first > small)
sys.setrecursionlimit(1000)


def cleanup(n):
    opened = closed = 0
    for i in range(n):
        try:
            opened += 1
            try:
                outer(i)
            finally:
                closed += 1
        except Odd:
            pass
    return opened, closed


print(cleanup(2000))


def leaves_loop(n):
    done = []
    for i in range(1, n):
        try:
            check(i)
        except Odd:
            done.append(i)
            if len(done) >= 30:
                break
            continue
        finally:
            done.append(-i)
    return done


print(leaves_loop(1000))


# `with`: what the inlined callees raise reaches __exit__ (which swallows a KeyError)
# and then the outer handler.
class Guard:
    def __init__(self):
        self.entered = self.exited = self.swallowed = 0

    def __enter__(self):
        self.entered += 1
        return self

    def __exit__(self, t, v, tb):
        self.exited += 1
        if t is KeyError:
            self.swallowed += 1
            return True
        return False


def pick(d, k):
    return d[k]


def every_seventh(x):
    if x % 7 == 0:
        raise ValueError(x)
    return x


def with_blocks(n):
    g = Guard()
    d = {i: i for i in range(0, 100, 3)}
    total = 0
    errors = 0
    for i in range(n):
        try:
            with g:
                total += pick(d, i % 100)
                total += every_seventh(i)
        except ValueError as e:
            errors += 1
            tb = e.__traceback__
            depth = 0
            while tb is not None:
                depth += 1
                tb = tb.tb_next
    return total, errors, g.entered, g.exited, g.swallowed, depth


print(with_blocks(3000))
