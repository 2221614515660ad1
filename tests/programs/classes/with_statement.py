# with statements: __enter__/__exit__, suppression, return/break/continue through with
class Ctx:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()
    def __exit__(self, typ, exc, tb):
        print("exit", self.name, typ.__name__ if typ else None, exc)
        return self.suppress

with Ctx("a") as v:
    print("body", v)
with Ctx("b", suppress=True):
    raise ValueError("swallowed")
print("after b")
try:
    with Ctx("c"):
        raise KeyError("k")
except KeyError as e:
    print("propagated", e)
def f():
    with Ctx("d") as d:
        return d + "!"
print(f())
for i in range(3):
    with Ctx("loop%d" % i):
        if i == 1:
            continue
        if i == 2:
            break
        print("in loop", i)
with Ctx("x") as x, Ctx("y") as y:
    print(x, y)
try:
    with 5:
        pass
except TypeError as e:
    print(e)
