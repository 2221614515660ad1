# Attributes stored from a `for` loop's item, and method-call sites that first run
# after their function was compiled (a list's append reached only late, a receiver
# class seen only late): compiled code keeps CPython's results throughout.


class Cell:
    def __init__(self, name):
        self.name = name
        self.value = 0
        self.history = []


def sweep(cells, rounds):
    total = 0
    for i in range(rounds):
        cells[0].value = i
        for c in cells:
            c.value = i + len(c.name)
            total += c.value
    return total


def collect(cells, into, threshold):
    for c in cells:
        if c.value > threshold:
            into.append(c.name)
    return len(into)


class Tally:
    def __init__(self):
        self.items = []

    def append(self, x):
        self.items.append(x * 2)


def late_receiver(into, values):
    for v in values:
        into.append(v)
    return into


cells = [Cell("c" + str(k) * (k % 3 + 1)) for k in range(12)]
print(sweep(cells, 50))
# The threshold keeps append unreached for the first few hundred calls.
counts = []
for round_ in range(600):
    for c in cells:
        c.value = round_ % 97
    counts.append(collect(cells, [], 90))
print(sum(counts), counts[:5], counts[-5:])

plain = []
for k in range(300):
    late_receiver(plain, [k])
print(len(plain), plain[-3:])
t = Tally()
for k in range(300):
    late_receiver(t, [k, k + 1])
print(len(t.items), t.items[-4:])
late_receiver(plain, (x for x in range(3)))
print(plain[-4:])
for c in cells:
    for value in [c.name, None, 3.5]:
        c.history = value
print([c.history for c in cells[:3]])
