# Values whose types change after many iterations: speculation from the first calls
# must fail cleanly (deopt) and the answers stay exact.
def total(xs):
    t = 0
    for x in xs:
        t = t + x
    return t


def mixed(n):
    acc = 0
    for i in range(n):
        if i == n - 3:
            acc = acc + 0.5
        acc = acc + i
    return acc


def index_all(seq, k):
    s = 0
    i = -k
    while i < k:
        s += seq[i]
        i += 1
    return s


def nested(n):
    hits = 0
    for a in range(n):
        for b in range(n):
            if (a * b) % 7 == 3:
                hits += 1
            if a == n - 1 and b == n - 1:
                hits = hits + 10 ** 20
    return hits


for _ in range(150):
    total([1, 2, 3])
print(total([1, 2, 3]), total([1.5, 2, 3]), total([10 ** 30, 1]))
for _ in range(120):
    mixed(10)
print(mixed(10), mixed(1000))
data = list(range(20))
for _ in range(120):
    index_all(data, 10)
print(index_all(data, 10), index_all((1, 2, 3, 4), 2))
try:
    index_all(data, 21)
except IndexError as e:
    print("IndexError:", e)
print(nested(30))
for d in [3, 2, 1, 0]:
    try:
        print(7.0 / d, 7 // d, 7 % d)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
