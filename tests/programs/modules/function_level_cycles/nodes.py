# Expression nodes. Simplification lives in rules.py and printing in render.py;
# both of those import this module too, so every cross-reference is made inside a function.
CREATED = [0]


class Node:
    def __init__(self):
        CREATED[0] += 1

    def simplify(self):
        from rules import simplify
        return simplify(self)

    def __repr__(self):
        import render
        return render.to_text(self)


class Num(Node):
    def __init__(self, v):
        super().__init__()
        self.v = v


class Var(Node):
    def __init__(self, name):
        super().__init__()
        self.name = name


class Op(Node):
    def __init__(self, op, a, b):
        super().__init__()
        self.op, self.a, self.b = op, a, b
