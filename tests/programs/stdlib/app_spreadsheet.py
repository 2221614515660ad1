"""A tiny spreadsheet: tokenizer + recursive-descent parser + dependency graph + functools caching."""
import operator
import math
from functools import reduce, lru_cache, partial
from collections import defaultdict, deque
from typing import Dict, List, Union, Optional
from fractions import Fraction
import string

OPS = {"+": (1, operator.add), "-": (1, operator.sub), "*": (2, operator.mul), "/": (2, operator.truediv), "^": (3, operator.pow)}
FUNCS = {
    "SUM": lambda *a: sum(a),
    "MAX": max,
    "MIN": min,
    "AVG": lambda *a: sum(a) / len(a),
    "ABS": abs,
    "SQRT": math.sqrt,
    "PROD": lambda *a: reduce(operator.mul, a, 1),
    "ROUND": lambda x, n=0: round(x, int(n)),
}


class SheetError(Exception):
    pass


def tokenize(src):
    toks, i = [], 0
    while i < len(src):
        c = src[i]
        if c.isspace():
            i += 1
        elif c in string.digits or c == ".":
            j = i
            while j < len(src) and (src[j] in string.digits or src[j] == "."):
                j += 1
            toks.append(("num", float(src[i:j]) if "." in src[i:j] else int(src[i:j])))
            i = j
        elif c in string.ascii_uppercase:
            j = i
            while j < len(src) and src[j] in string.ascii_uppercase + string.digits:
                j += 1
            word = src[i:j]
            if j < len(src) and src[j] == ":":
                k = j + 1
                while k < len(src) and src[k] in string.ascii_uppercase + string.digits:
                    k += 1
                toks.append(("range", (word, src[j + 1:k])))
                i = k
            else:
                toks.append(("func" if word in FUNCS else "ref", word))
                i = j
        elif c in OPS or c in "(),":
            toks.append(("op", c))
            i += 1
        else:
            raise SheetError(f"bad character {c!r} at {i}")
    return toks


def cells_in_range(a, b):
    ca, ra = a[0], int(a[1:])
    cb, rb = b[0], int(b[1:])
    return [f"{chr(c)}{r}" for c in range(ord(ca), ord(cb) + 1) for r in range(ra, rb + 1)]


class Parser:
    def __init__(self, toks, lookup):
        self.toks, self.i, self.lookup = toks, 0, lookup

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else (None, None)

    def take(self):
        t = self.peek()
        self.i += 1
        return t

    def expr(self, minp=1):
        lhs = self.atom()
        while True:
            kind, val = self.peek()
            if kind != "op" or val not in OPS or OPS[val][0] < minp:
                return lhs
            self.take()
            prec, fn = OPS[val]
            rhs = self.expr(prec + (0 if val == "^" else 1))
            try:
                lhs = fn(lhs, rhs)
            except ZeroDivisionError:
                raise SheetError("#DIV/0!")

    def atom(self):
        kind, val = self.take()
        if kind == "num":
            return val
        if kind == "ref":
            return self.lookup(val)
        if kind == "op" and val == "-":
            return -self.atom()
        if kind == "op" and val == "(":
            v = self.expr()
            if self.take() != ("op", ")"):
                raise SheetError("expected )")
            return v
        if kind == "func":
            if self.take() != ("op", "("):
                raise SheetError("expected ( after " + val)
            args = []
            while self.peek() != ("op", ")"):
                k2, v2 = self.peek()
                if k2 == "range":
                    self.take()
                    args.extend(self.lookup(c) for c in cells_in_range(*v2))
                else:
                    args.append(self.expr())
                if self.peek() == ("op", ","):
                    self.take()
            self.take()
            return FUNCS[val](*args)
        raise SheetError(f"unexpected token {val!r}")


class Sheet:
    def __init__(self):
        self.raw: Dict[str, Union[str, int, float]] = {}
        self.cache: Dict[str, object] = {}
        self.deps = defaultdict(set)

    def set(self, cell, value):
        self.raw[cell] = value
        self.invalidate(cell)

    def invalidate(self, cell):
        q, seen = deque([cell]), set()
        while q:
            c = q.popleft()
            if c in seen:
                continue
            seen.add(c)
            self.cache.pop(c, None)
            q.extend(sorted(d for d, srcs in self.deps.items() if c in srcs))

    def get(self, cell, stack=()):
        if cell in stack:
            raise SheetError("#CYCLE! " + "->".join(stack + (cell,)))
        if cell in self.cache:
            return self.cache[cell]
        raw = self.raw.get(cell, 0)
        if isinstance(raw, str) and raw.startswith("="):
            self.deps[cell] = set()
            def lookup(ref):
                self.deps[cell].add(ref)
                return self.get(ref, stack + (cell,))
            p = Parser(tokenize(raw[1:]), lookup)
            val = p.expr()
            if p.i != len(p.toks):
                raise SheetError("trailing tokens")
        else:
            val = raw
        self.cache[cell] = val
        return val

    def show(self, cells):
        out = []
        for c in cells:
            try:
                v = self.get(c)
                out.append(f"{c}={v!r}")
            except SheetError as e:
                out.append(f"{c}={e}")
        return " ".join(out)


s = Sheet()
data = {"A1": 10, "A2": 20, "A3": 30, "A4": 2.5, "B1": "=A1+A2*A3", "B2": "=(A1+A2)*A3", "B3": "=SUM(A1:A4)",
        "B4": "=AVG(A1:A3) - MIN(A1, A4) ^ 2", "C1": "=B1/B2", "C2": "=ROUND(C1*100, 2)", "C3": "=-A1 + -(-A2)",
        "C4": "=2^3^2", "D1": "=PROD(A1:A3)", "D2": "=SQRT(ABS(0-A4*A4))", "D3": "=A1/(A2-20)", "D4": "=MAX(B1:B4, 7)"}
for k, v in data.items():
    s.set(k, v)
cols = "ABCD"
for r in range(1, 5):
    print(s.show([f"{c}{r}" for c in cols]))
print("deps", {k: sorted(v) for k, v in sorted(s.deps.items())})
s.set("A1", 100)
print("after A1=100:", s.show(["B1", "B3", "C1", "D1", "D4"]))
s.set("E1", "=E2+1")
s.set("E2", "=E3*2")
s.set("E3", "=E1")
print(s.show(["E1", "E2", "E3"]))
s.set("E3", 4)
print(s.show(["E1", "E2", "E3"]))
for bad in ["=1 +", "=(1+2", "=SUM 1", "=1 $ 2", "=1 2", "=MAX()"]:
    s.set("F1", bad)
    try:
        print(bad, "->", s.get("F1"))
    except SheetError as e:
        print(bad, "-> SheetError", e)
    except (ValueError, TypeError) as e:
        print(bad, "->", type(e).__name__, e)
print(tokenize("SUM(A1:B2, 3.5)*-C7"))

print("--- fractions sheet")
fs = Sheet()
fs.set("A1", Fraction(1, 3))
fs.set("A2", Fraction(1, 6))
fs.set("A3", "=A1+A2")
fs.set("A4", "=A3*A3-A1/A2")
print(fs.show(["A1", "A2", "A3", "A4"]))
print("--- cached fib column")
@lru_cache(maxsize=None)
def fibcell(n):
    return n if n < 2 else fibcell(n - 1) + fibcell(n - 2)
fibsheet = Sheet()
fibsheet.set("A1", 0)
fibsheet.set("A2", 1)
for r in range(3, 30):
    fibsheet.set(f"A{r}", f"=A{r - 1}+A{r - 2}")
print([fibsheet.get(f"A{r}") for r in range(20, 30)] == [fibcell(r - 1) for r in range(20, 30)], fibsheet.get("A29"))
fibsheet.set("A1", 1)
print(fibsheet.get("A29"), len(fibsheet.cache))
add3 = partial(FUNCS["SUM"], 1, 2)
print(add3(3), FUNCS["ROUND"](2.675, 2), FUNCS["AVG"](1, 2))
