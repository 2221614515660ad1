APPLIED = {}


def note(rule):
    APPLIED[rule] = APPLIED.get(rule, 0) + 1


def simplify(node):
    from nodes import Num, Op
    if not isinstance(node, Op):
        return node
    a, b = simplify(node.a), simplify(node.b)
    if isinstance(a, Num) and isinstance(b, Num):
        note("fold")
        return Num({"+": a.v + b.v, "*": a.v * b.v, "-": a.v - b.v}[node.op])
    if node.op == "*" and (is_const(a, 0) or is_const(b, 0)):
        note("mul0")
        return Num(0)
    if node.op == "*" and is_const(a, 1):
        note("mul1")
        return b
    if node.op in "*+" and is_const(b, 1 if node.op == "*" else 0):
        note("identity")
        return a
    if node.op == "+" and is_const(a, 0):
        note("add0")
        return b
    if node.op == "-" and same(a, b):
        note("sub-self")
        return Num(0)
    return Op(node.op, a, b)


def is_const(n, v):
    import nodes
    return isinstance(n, nodes.Num) and n.v == v


def same(a, b):
    import render
    return render.to_text(a) == render.to_text(b)
