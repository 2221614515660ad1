class EvalError(Exception):
    pass


OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
       "^": lambda a, b: a ** b, "/": lambda a, b: a / b, "%": lambda a, b: a % b}


class Evaluator:
    def __init__(self, env=None):
        self.env = dict(env or {})
        self.funcs = {"max": max, "min": min, "abs": abs, "sq": lambda x: x * x}
        self.steps = 0

    def execute(self, stmt):
        if stmt[0] == "assign":
            self.env[stmt[1]] = value = self.eval(stmt[2])
            return value
        return self.eval(stmt[1])

    def eval(self, node):
        self.steps += 1
        kind = node[0]
        if kind == "num":
            return node[1]
        if kind == "var":
            if node[1] not in self.env:
                raise EvalError(f"undefined variable {node[1]!r}")
            return self.env[node[1]]
        if kind == "neg":
            return -self.eval(node[1])
        if kind == "call":
            fn = self.funcs.get(node[1])
            if fn is None:
                raise EvalError(f"unknown function {node[1]!r}")
            return fn(*[self.eval(a) for a in node[2]])
        a, b = self.eval(node[2]), self.eval(node[3])
        if node[1] in "/%" and b == 0:
            raise EvalError("division by zero")
        return OPS[node[1]](a, b)
