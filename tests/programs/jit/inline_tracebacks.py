# Exceptions leaving inlined code: the traceback has the callee's line, then the
# caller's at the call, as if the call had been made; handlers around the call and
# further out catch them; a recursion limit is met at the interpreter's depth.
import sys


def lines(tb):
    out = []
    while tb is not None:
        out.append(tb.tb_lineno)
        tb = tb.tb_next
    return out


class Odd(Exception):
    pass


def check(i):
    if i % 2:
        raise Odd(i)
    return i


def divide(a, b):
    return a // b


def run(n):
    total = 0
    for i in range(n):
        total += check(i * 2)
        total += divide(10, 2)
    return total


def caught_outside(n):
    try:
        return run(n)
    except ZeroDivisionError as e:
        return "never"


print(caught_outside(500))


def failing(n, zero_at):
    total = 0
    for i in range(n):
        total += divide(i, i - zero_at)
    return total


for zero_at in (400, 3):
    try:
        failing(1000, zero_at)
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e, lines(e.__traceback__))


def raiser(n, at):
    total = 0
    for i in range(n):
        total += check(0 if i != at else 1)
    return total


for at in (700, 5):
    try:
        raiser(1000, at)
    except Odd as e:
        print("Odd", e.args, lines(e.__traceback__))


def guarded(n):
    caught = 0
    for i in range(n):
        try:
            check(i)
        except Odd:
            caught += 1
    return caught


print(guarded(1000))


def chained(n):
    for i in range(n):
        try:
            check(i)
        except Odd as e:
            raise ValueError("wrapped") from e


try:
    chained(10)
except ValueError as e:
    print("ValueError", lines(e.__traceback__), lines(e.__cause__.__traceback__))


level = 0


def down(n):
    global level
    level = n
    return down(n + 1)


def measure():
    try:
        down(0)
    except RecursionError as e:
        return level


first = measure()
for _ in range(5):
    assert measure() == first
sys.setrecursionlimit(300)
small = measure()
for _ in range(50):
    assert measure() == small
print("recursion depths stable", first > small, first, small)


def countdown(n):
    if n == 0:
        return 0
    return 1 + countdown(n - 1)


print(countdown(250))
try:
    countdown(10000)
except RecursionError as e:
    print("RecursionError", e)
print(countdown(250))


class Account:
    def __init__(self, balance):
        self.balance = balance

    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError("insufficient: " + str(self.balance))
        self.balance -= amount
        return self.balance


def spend(account, n):
    for i in range(n):
        account.withdraw(1)
    return account.balance


print(spend(Account(1000), 500))
try:
    spend(Account(600), 700)
except ValueError as e:
    print("ValueError", e, lines(e.__traceback__))


class Node:
    def __init__(self, value, parent):
        self.value = value
        self.depth = parent.depth + 1


class Root:
    depth = 0


def chain(n, bad):
    node = Root()
    for i in range(n):
        node = Node(i, node if i != bad else None)
    return node.depth


print(chain(100, -1))
try:
    chain(300, 250)
except AttributeError as e:
    print("AttributeError", e, lines(e.__traceback__))
