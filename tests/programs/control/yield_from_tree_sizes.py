# Recursive `yield from` over a directory-like tree: delegated yields, return values aggregated through StopIteration.value, send() passed down to the leaf.
class Node:
    def __init__(self, name, size=0, children=()):
        self.name = name
        self.size = size
        self.children = list(children)


def build(depth, fan, prefix="r"):
    if depth == 0:
        return Node(prefix, size=len(prefix) * 10 + depth)
    kids = [build(depth - 1, fan, f"{prefix}.{i}") for i in range(fan)]
    return Node(prefix, size=depth, children=kids)


def walk(node, depth=0):
    """Yields (depth, name) for every node; returns the subtree's total size."""
    yield depth, node.name
    total = node.size
    for child in node.children:
        total += yield from walk(child, depth + 1)
    return total


def collect(gen):
    items = []
    while True:
        try:
            items.append(next(gen))
        except StopIteration as stop:
            return items, stop.value


tree = build(4, 3)
items, total = collect(walk(tree))
print(len(items), total, items[:5], items[-1])
depths = {}
for d, _ in items:
    depths[d] = depths.get(d, 0) + 1
print(sorted(depths.items()))

small = Node("root", 1, [Node("a", 2, [Node("a1", 5), Node("a2", 7)]), Node("b", 3)])
for d, name in walk(small):
    print("  " * d + name)
g = walk(small)
print(list(g), next(g, "spent"))


def sizes_only(node):
    total = yield from walk(node)
    yield ("total", total)


print(list(sizes_only(small)))

# send() through nested delegation reaches the innermost generator
def leaf(tag):
    got = []
    while True:
        x = yield f"{tag}:{len(got)}"
        if x is None:
            return got
        got.append(x)


def middle(tag):
    a = yield from leaf(tag + "a")
    b = yield from leaf(tag + "b")
    return a + b


def top():
    res = yield from middle("m")
    return sum(res)


g = top()
out = [next(g)]
for v in [1, 2, None, 10, 20, 30]:
    out.append(g.send(v))
try:
    g.send(None)
except StopIteration as e:
    out.append(("result", e.value))
print(out)

# hot: sum over many delegations, count the returns
def counted(n):
    for i in range(n):
        yield i
    return n


def chain(k):
    total = 0
    for j in range(k):
        total += yield from counted(j % 5)
    return total


acc = 0
g = chain(400)
for v in g:
    acc += v
print(acc, collect(chain(400))[1])
