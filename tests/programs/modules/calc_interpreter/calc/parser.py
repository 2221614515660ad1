from .lexer import LexError

LEVELS = [("+", "-"), ("*", "/", "%")]


class ParseError(Exception):
    pass


class Parser:
    def __init__(self, toks):
        self.toks = toks
        self.pos = 0

    def peek(self, ahead=0):
        return self.toks[self.pos + ahead]

    def take(self, value=None):
        tok = self.toks[self.pos]
        if value is not None and tok != ("op", value):
            raise ParseError(f"expected {value}, got {tok[1]!r}")
        self.pos += 1
        return tok

    def statements(self):
        out = []
        while self.peek()[0] != "eof":
            if self.peek() == ("op", ";"):
                self.take()
            elif self.peek()[0] == "name" and self.peek(1) == ("op", "="):
                name = self.take()[1]
                self.take("=")
                out.append(("assign", name, self.binary(0)))
            else:
                out.append(("expr", self.binary(0)))
        return out

    def binary(self, level):
        if level == len(LEVELS):
            return self.power()
        node = self.binary(level + 1)
        while self.peek()[0] == "op" and self.peek()[1] in LEVELS[level]:
            node = ("bin", self.take()[1], node, self.binary(level + 1))
        return node

    def power(self):
        if self.peek() == ("op", "-"):
            self.take()
            return ("neg", self.power())
        base = self.atom()
        if self.peek() == ("op", "^"):
            self.take()
            return ("bin", "^", base, self.power())
        return base

    def atom(self):
        kind, value = self.take()
        if kind == "num":
            return ("num", value)
        if kind == "name" and self.peek() == ("op", "("):
            self.take()
            args = [] if self.peek() == ("op", ")") else [self.binary(0)]
            while self.peek() == ("op", ","):
                self.take()
                args.append(self.binary(0))
            self.take(")")
            return ("call", value, args)
        if kind == "name":
            return ("var", value)
        if (kind, value) == ("op", "("):
            node = self.binary(0)
            self.take(")")
            return node
        raise ParseError(f"unexpected token {value!r}")


def parse(toks):
    return Parser(toks).statements()
