# sys.modules: a module's body runs once however often it is imported; the entry is
# the module object itself; deleting it makes the next import run the body again;
# an object put there is what `import` returns.
import sys

print("before:", "counter" in sys.modules)
import counter
import user_a
import user_b
import counter as c2
print("after:", "counter" in sys.modules, sys.modules["counter"] is counter, c2 is counter)
print("value:", counter.value, "runs:", counter.runs)
for i in range(1500):
    counter.bump()
print("value:", counter.value)

old = counter
del sys.modules["counter"]
import counter
print("fresh module:", counter is old, counter.value, old.value, counter.runs)
print("user_a still holds:", user_a.counter is old, sys.modules["user_a"] is user_a)
user_b.bump(5)
counter.bump(1)
print("old and new values:", old.value, counter.value)


class Fake:
    answer = 42

    def hello(self):
        return "hi from a fake module"


sys.modules["virtual"] = Fake()
import virtual
print(type(virtual).__name__, virtual.hello(), virtual.answer, virtual is sys.modules["virtual"])

names = sorted(n for n in ("counter", "user_a", "user_b", "virtual", "nope") if n in sys.modules)
print(names)
print(type(sys.modules).__name__, sys.modules.get("nope", "missing"))
