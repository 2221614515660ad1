# Compiled code guards the globals it calls (a function bound when it compiled, or a
# builtin) and reads globals from their slots: rebinding, deleting or shadowing one
# afterwards must deopt or take the slow path, never call the old object.
def inc(x):
    return x + 1


def double(x):
    return x * 2


def apply_inc(n):
    total = 0
    for i in range(n):
        total += inc(i)
    return total


def count_len(n):
    total = 0
    for i in range(n):
        total += len("abc")
    return total


def rec(n):
    if n < 2:
        return n
    return rec(n - 1) + rec(n - 2)


print(apply_inc(3000))
inc = double
print(apply_inc(3000))


# A fresh function object each time, with garbage in between: the compiled code
# must never mistake a new function for the one it guarded.
def make(k):
    def f(x):
        return x + k
    return f


for k in range(6):
    inc = make(k)
    junk = [[j] for j in range(2000)]
    print(k, apply_inc(2000))

print(count_len(3000))
len = lambda s: 10
print(count_len(3000))
del len
print(count_len(3000))

print(rec(18))
fast_rec = rec
rec = lambda n: -1
print(fast_rec(18))
rec = fast_rec


# A call whose argument count does not fit the known function goes the slow way.
def two(a, b=5):
    return a + b


def call_two(n):
    s = 0
    for i in range(n):
        s += two(i)
    return s


print(call_two(3000))

del inc
try:
    apply_inc(10)
except NameError as e:
    print("NameError:", e)
