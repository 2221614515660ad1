# generators: yield, yield from, send, generator expressions, generators as __iter__
def count(n):
    i = 0
    while i < n:
        yield i
        i += 1

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

def chain(*its):
    for it in its:
        yield from it

def acc():
    total = 0
    while True:
        x = yield total
        if x is None:
            return
        total += x

print(list(count(5)), sum(count(101)), [x * x for x in count(4)])
f = fib()
print([next(f) for _ in range(10)])
print(list(chain([1, 2], "ab", count(3))))
print(sum(x * x for x in range(10)), max(len(w) for w in ["a", "bbb", "cc"]), list(x for x in range(6) if x % 2))
print(any(x > 3 for x in range(5)), all(x < 3 for x in range(5)), sorted((y for y in [3, 1, 2]), reverse=True))
g = acc()
print(next(g), g.send(5), g.send(10))
def gen_with_finally():
    try:
        yield 1
        yield 2
    finally:
        print("gen cleanup")
print(list(gen_with_finally()))
gg = (c.upper() for c in "xyz")
print(next(gg), list(gg), list(gg))
def nested():
    for i in range(3):
        for j in range(2):
            yield (i, j)
print(dict.fromkeys if False else list(nested()))
e = count(2)
print(next(e), next(e), next(e, "end"))
def bad():
    yield 1
    raise StopIteration
try:
    list(bad())
except RuntimeError as err:
    print("RuntimeError", err)
class Tree:
    def __init__(self, v, kids=()):
        self.v, self.kids = v, kids
    def __iter__(self):
        yield self.v
        for k in self.kids:
            yield from k
print(list(Tree(1, [Tree(2, [Tree(3)]), Tree(4)])))
def sub():
    yield 1
    yield 2
    return "done"

def outer():
    r = yield from sub()
    yield r
    r2 = yield from [7, 8]
    yield r2

print(list(outer()))
