# str subclasses as lexer tokens: Token(str) with kind/position attrs from __new__, extra methods, str methods returning plain str, hashing/dict keys, sorting, formatting, slicing, str.__hash__ and str.__add__ read off the type
class Token(str):
    def __new__(cls, text, kind, pos):
        tok = super().__new__(cls, text)
        tok.kind = kind
        tok.pos = pos
        return tok

    def is_keyword(self):
        return self.kind == "name" and str(self) in KEYWORDS

    def describe(self):
        return "%s@%d:%s" % (self.kind, self.pos, self)

    def __repr__(self):
        return "Token(%s, %r, %d)" % (str.__repr__(self), self.kind, self.pos)


class Ident(str):
    __slots__ = ()

    def upper_snake(self):
        out = []
        for i, ch in enumerate(self):
            if ch.isupper() and i > 0:
                out.append("_")
            out.append(ch.upper())
        return "".join(out)


class Loud(str):
    def __str__(self):
        return self.upper() + "!"

    def __add__(self, other):
        return Loud(str.__add__(self, other))


KEYWORDS = {"if", "else", "while", "def", "return", "let"}


def lex(src):
    tokens = []
    i = 0
    n = len(src)
    while i < n:
        ch = src[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit():
            j = i
            while j < n and src[j].isdigit():
                j += 1
            tokens.append(Token(src[i:j], "num", i))
            i = j
        elif ch.isalpha() or ch == "_":
            j = i
            while j < n and (src[j].isalnum() or src[j] == "_"):
                j += 1
            tokens.append(Token(src[i:j], "name", i))
            i = j
        elif src[i:i + 2] in ("==", "<=", ">=", "!="):
            tokens.append(Token(src[i:i + 2], "op", i))
            i += 2
        elif ch in "+-*/=<>(){};,":
            tokens.append(Token(ch, "op", i))
            i += 1
        else:
            raise SyntaxError("bad char %r at %d" % (ch, i))
    return tokens


source = "let total = 0; while (count <= 10) { total = total + count * 2; count = count + 1; } if total == 110 return total_sum"
toks = lex(source)
print(len(toks), "tokens")
for t in toks[:12]:
    print(f"{t!r:32} {t:>6} {t.kind:<5} kw={t.is_keyword()!s:5} len={len(t)}")
print([t.describe() for t in toks if t.kind == "num"])
print(toks[0] == "let", toks[0] == Token("let", "other", 99), "let" in toks, toks.index("total"))
print(isinstance(toks[0], str), type(toks[0]).__name__, type(toks[0]).__mro__)

print()
print("== str methods return plain str ==")
t = toks[1]
for res in [t.upper(), t.title(), t + "_x", t * 2, t[1:3], t[0], t.replace("t", "T"), t.strip("t"),
            t.center(9, "*"), t.zfill(8), " ".join([t, t]), t.split("o"), t.partition("a"), str(t),
            t.capitalize(), t.swapcase(), t.ljust(7, "."), t.lower()]:
    print(repr(res), type(res).__name__ if not isinstance(res, (list, tuple)) else [type(x).__name__ for x in res])
print(t.startswith("to"), t.endswith("al"), t.find("a"), t.count("t"), "ot" in t, t.isidentifier())
print(hash(t) == hash("total"), str.__hash__(t) == hash("total"), str.__add__(t, "!"), str.__len__(t))
print(str.upper(t), str.__getitem__(t, 2), str.__contains__(t, "tal"), str.__mul__(t, 2))
print(t < "zzz", t > "abc", t <= Token("total", "x", 0), sorted([t, "a", "z", "tot"]), max(t), min(t))

print()
print("== token counts ==")
counts = {}
for tok in toks:
    counts[tok] = counts.get(tok, 0) + 1
for key in sorted(counts, key=lambda k: (-counts[k], k)):
    if counts[key] > 1:
        print(f"  {key!s:<8}|{counts[key]:3d} {type(key).__name__}")
print(counts["total"], counts.get("count"), counts.get(Token("+", "op", 0)))
names = sorted({tok for tok in toks if tok.kind == "name"})
print(names)
by_kind = {}
for tok in toks:
    by_kind.setdefault(tok.kind, []).append(tok)
for kind in sorted(by_kind):
    group = by_kind[kind]
    print(kind, len(group), ",".join(group[:6]), "|", "".join(sorted(set(group)))[:30])

print()
print("== idents ==")
for raw in ["parseTokenStream", "x", "HTTPServer", "getURLForId"]:
    ident = Ident(raw)
    print(f"{ident:<20}{ident.upper_snake():>25} {len(ident):2d} {ident[::-1]!r} {ident[2:5]}")
try:
    Ident("a").extra = 1
except AttributeError:
    print("Ident has no __dict__")
registry = {Ident("alpha"): 1, Ident("beta"): 2}
print(registry["alpha"], registry.get("beta"), "gamma" in registry, sorted(registry))
print(f"{Ident('pad'):*^11}", format(Ident("q"), ">4"), "{:_<6}".format(Ident("ab")), "%-5s|" % (Ident("z"),))

print()
print("== loud ==")
loud = Loud("hey")
print(loud, str(loud), repr(loud), f"{loud}", "{}".format(loud), loud + "there", type(loud + " x").__name__)
print(len(loud), loud == "hey", loud.upper(), [str(x) for x in [Loud("a"), Loud("b")]])
joined = "-".join([loud, Loud("you")])
print(joined, type(joined).__name__)

print()
print("== evaluate ==")


def evaluate(tokens, env):
    # tiny evaluator for "a op b op c" left-to-right integer expressions
    acc = None
    op = None
    for tok in tokens:
        if tok.kind == "num":
            val = int(tok)
        elif tok.kind == "name":
            val = env[tok]
        else:
            op = tok
            continue
        if acc is None:
            acc = val
        elif op == "+":
            acc += val
        elif op == "-":
            acc -= val
        elif op == "*":
            acc *= val
        elif op == "/":
            acc //= val
    return acc


env = {"x": 7, "y": 3, "count": 10}
for expr in ["x + y * 2", "count - x - 1", "100 / y + x", "x * x * x"]:
    ts = lex(expr)
    print(f"{expr:>15} = {evaluate(ts, env):5d}   tokens={[str(t) for t in ts]}")
try:
    lex("a $ b")
except SyntaxError as exc:
    print("SyntaxError:", exc)
nums = [Token(str(n), "num", n) for n in (5, 12, 3)]
print(sum(int(n) for n in nums), sorted(nums), sorted(nums, key=int), max(nums, key=len))
print(int(nums[1]) + 1, float(nums[0]), list(range(int(nums[2]))), "%s+%s" % (nums[0], nums[1]))
