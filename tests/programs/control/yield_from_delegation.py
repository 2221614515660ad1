# send(), throw() and close() through 'yield from' (nested), and its return value.
def inner():
    try:
        yield 1
        yield 2
    except ValueError:
        yield "inner caught"
    finally:
        print("inner finally")
def outer():
    r = yield from inner()
    yield r
g = outer()
print(next(g))
print(g.throw(ValueError))
g.close()
def averager():
    total = count = 0
    while True:
        x = yield (total / count if count else None)
        if x is None:
            return (total, count)
        total += x
        count += 1
def grouper(results, key):
    while True:
        results[key] = yield from averager()
results = {}
g = grouper(results, "a")
next(g)
for v in [10, 20, 30]:
    print(g.send(v))
g.send(None)
print(results)

def inner():
    try:
        x = yield 1
        print("inner got", x)
        y = yield 2
        print("inner got", y)
    except KeyError as e:
        print("inner caught", e)
        yield "recovered"
    finally:
        print("inner cleanup")
    return "inner done"
def middle():
    r = yield from inner()
    print("middle got", r)
    yield "middle end"
def outer():
    r = yield from middle()
    yield "outer end"
g = outer()
print(next(g), g.send("a"), g.throw(KeyError("k")))
print(next(g), next(g))
g2 = outer()
next(g2)
g2.close()
g3 = outer()
next(g3)
try:
    g3.throw(ValueError("boom"))
except ValueError as e:
    print("propagated", e)
class It:
    def __init__(self): self.n = 0
    def __iter__(self): return self
    def __next__(self):
        self.n += 1
        if self.n > 3:
            raise StopIteration
        return self.n
    def send(self, v):
        print("It.send", v)
        return self.__next__()
def deleg():
    yield from It()
d = deleg()
print(next(d), d.send("x"), list(d))
