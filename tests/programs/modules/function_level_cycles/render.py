CALLS = [0]


def to_text(node):
    import nodes
    CALLS[0] += 1
    if isinstance(node, nodes.Num):
        return str(node.v)
    if isinstance(node, nodes.Var):
        return node.name
    return f"({to_text(node.a)} {node.op} {to_text(node.b)})"


def depth(node):
    from nodes import Op
    return 1 + max(depth(node.a), depth(node.b)) if isinstance(node, Op) else 1
