# List methods called from compiled code on receivers the profile saw only lists
# for (append as a direct append, the others without a method lookup), and the
# same call sites meeting a tuple or a str later.
def f(n):
    xs = []
    out = []
    for i in range(n):
        xs.append(i)
        r = xs.append(i * 2)
        if i % 3 == 0:
            out.append(xs.pop())
        if i % 7 == 0:
            xs.insert(0, -i)
        if i % 11 == 0 and -i in xs:
            xs.remove(-i)
    try:
        xs.remove(12345678)
    except ValueError as e:
        out.append(str(e))
    return len(xs), sum(xs), out[-3:], r, xs.index(4), xs.count(4)
print(f(3000))
def g(x):
    return x.append(1)
print(g([]))
try:
    g((1, 2))
except AttributeError as e:
    print(e)
for i in range(2000): g([])
try:
    g("s")
except AttributeError as e:
    print(e)


class Bag:
    def __init__(self):
        self.items = []

    def add(self, v):
        self.items.append(v)
        return len(self.items)


def fill(n):
    b = Bag()
    for i in range(n):
        b.add(i)
    popped = [b.items.pop() for _ in range(3)]
    b.items.extend([7, 8])
    b.items.reverse()
    return len(b.items), popped, b.items[:3]


print(fill(5000))
