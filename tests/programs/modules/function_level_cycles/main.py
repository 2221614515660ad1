# Three modules referring to each other (nodes <-> rules <-> render) work because every cross-import happens inside a function; an eager cycle fails.
import render
import rules
from nodes import Num, Var, Op

e = Op("+", Op("*", Num(1), Var("x")), Op("*", Op("-", Var("y"), Var("y")), Var("z")))
print(e, "->", e.simplify(), render.depth(e), rules.APPLIED)
print(Op("*", Op("+", Num(2), Num(3)), Op("+", Var("k"), Num(0))).simplify())
print(Op("-", Op("*", Var("a"), Num(1)), Var("a")).simplify(), sorted(rules.APPLIED.items()))


def build(i, d):
    if d == 0:
        return Var("v%d" % (i % 4)) if i % 3 == 1 else Num(i % 3 + (i // 3) % 2)
    ops = "+*-"
    return Op(ops[(i * 7 + d) % 3], build(i * 3 + d, d - 1), build(i * 5 + 2, d - 1))


# simplify many generated trees (hot: crosses module boundaries constantly)
sizes = []
shrunk = 0
for i in range(120):
    t = build(i, 4)
    s = t.simplify()
    before, after = len(repr(t)), len(repr(s))
    shrunk += before - after
    if i % 30 == 0:
        sizes.append((before, after, repr(s)[:40]))
print(shrunk, sorted(rules.APPLIED.items()))
for row in sizes:
    print(row)
import nodes
print(nodes.CREATED[0] > 1000, render.CALLS[0] > 1000, sorted(m for m in ["nodes", "rules", "render"]))

try:
    import eager_a
except ImportError as e:
    print("ImportError:", str(e).split(" (/")[0])
