import sys
counter = 0
def bump():
    globals()["counter"] += 1
    return globals()["counter"]
bump(); bump()
print(counter, "counter" in globals(), "nope" in globals(), globals().get("nope", "dflt"))
globals()["made_up"] = 42
print(made_up)
def test_alpha(): return "a"
def test_beta(): return "b"
def helper(): return "h"
tests = sorted(name for name in globals() if name.startswith("test_"))
print(tests, [globals()[t]() for t in tests])
g = globals()
print(g is globals(), type(g).__name__, len(g) > 5, g["__name__"])
g.update({"u1": 1}, u2=2)
print(u1, u2, g.setdefault("u3", 3), u3, g.pop("u3"), "u3" in g)
del g["u1"]
try:
    print(u1)
except NameError as e:
    print("NameError", e)
try:
    g["missing"]
except KeyError as e:
    print("KeyError", e)
def f(a, b=2):
    c = a + b
    inner = [1]
    def h(): return c
    d = locals()
    return sorted(d.items(), key=lambda kv: kv[0])
print(f(1)[:3])
def fmt(name, n):
    unit = "items"
    return "{name}: {n} {unit}".format(**locals())
print(fmt("box", 3))
def v():
    x = 1
    y = "two"
    return vars()
print(v())
class K:
    a = 1
    b = a + 1
    names = sorted(k for k in locals() if not k.startswith("__"))
    snapshot = dict(vars())
print(K.names, K.snapshot["b"])
print(locals() is globals(), vars() is globals())
dispatch = {name: fn for name, fn in globals().items() if callable(fn) and name.startswith("test_")}
print(sorted(dispatch))
for k in sorted(k for k in globals().keys() if k in ("bump", "fmt")):
    print(k, globals()[k].__name__)
def loop_sum(n):
    t = 0
    for i in range(n):
        t += i
        if i == n - 1:
            snap = locals()
    return t, snap["i"]
print(loop_sum(1000))
