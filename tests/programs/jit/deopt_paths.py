# Guards that fail after many iterations, in nested loops and in calls: each
# failure leaves compiled code mid-loop and the interpreter finishes correctly.


def mixed(values):
    total = 0
    for v in values:
        total = total + v
    return total


def inner_overflow(rows):
    out = []
    for r in range(rows):
        x = 1
        for _ in range(70):
            x = x * 2 + r
        out.append(x % 1000003)
    return out


def index_walk(data, n):
    s = 0
    for i in range(n):
        s += data[i % (len(data) + 1) - 1]
    return s


def divide_until(n):
    acc = 0
    for i in range(n, -3, -1):
        acc += 1000 // i if i != 0 else 0
    return acc


def callee(x):
    return x + 1


def call_changes(n):
    r = 0
    for i in range(n):
        r = callee(r)
        if i == n - 10:
            r = float(r)
    return r


ints = list(range(3000))
print(mixed(ints))
print(mixed(ints + [0.5, 2]))
print(mixed(ints[:2000] + [2 ** 70] + ints[:100]))
print(inner_overflow(4))
print(index_walk([3, 1, 4, 1, 5, 9, 2, 6], 5000))
print(divide_until(2500))
print(call_changes(4000))
