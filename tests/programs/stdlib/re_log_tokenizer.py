# A realistic use of re: a tokenizer and evaluator for a small expression
# language (one master pattern of named alternatives, dispatched on lastgroup),
# then a web-server log parser (verbose patterns, named groups, sub with a
# function, redaction) that prints a report.
import re

# ---------------------------------------------------------------- tokenizer

TOKEN_SPEC = [
    ("NUMBER", r"\d+(?:\.\d*)?(?:[eE][+-]?\d+)?"),
    ("STRING", r'"(?:[^"\\]|\\.)*"'),
    ("NAME", r"[A-Za-z_]\w*"),
    ("OP", r"\*\*|//|==|!=|<=|>=|[-+*/%<>=(),]"),
    ("NEWLINE", r"\n"),
    ("SKIP", r"[ \t]+|\#[^\n]*"),
    ("MISMATCH", r"."),
]
MASTER = re.compile("|".join("(?P<%s>%s)" % pair for pair in TOKEN_SPEC))
KEYWORDS = {"let", "if", "then", "else", "and", "or", "not"}


class Token:
    def __init__(self, kind, value, line, col):
        self.kind, self.value, self.line, self.col = kind, value, line, col

    def __repr__(self):
        return "%s(%r)@%d:%d" % (self.kind, self.value, self.line, self.col)


def tokenize(code):
    line, line_start = 1, 0
    for m in MASTER.finditer(code):
        kind, value = m.lastgroup, m.group()
        col = m.start() - line_start
        if kind == "NUMBER":
            value = float(value) if re.search(r"[.eE]", value) else int(value)
        elif kind == "STRING":
            value = re.sub(r"\\(.)", lambda e: {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}.get(e.group(1), e.group()), value[1:-1])
        elif kind == "NAME" and value in KEYWORDS:
            kind = value.upper()
        elif kind == "NEWLINE":
            line_start = m.end()
            line += 1
            continue
        elif kind == "SKIP":
            continue
        elif kind == "MISMATCH":
            raise SyntaxError("unexpected %r at line %d col %d" % (value, line, col))
        yield Token(kind, value, line, col)


class Parser:
    PREC = {"or": 1, "and": 2, "==": 3, "!=": 3, "<": 3, ">": 3, "<=": 3, ">=": 3,
            "+": 4, "-": 4, "*": 5, "/": 5, "//": 5, "%": 5, "**": 6}

    def __init__(self, tokens, env):
        self.toks = list(tokens)
        self.i = 0
        self.env = env

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self):
        tok = self.toks[self.i]
        self.i += 1
        return tok

    def op_of(self, tok):
        if tok is None:
            return None
        if tok.kind == "OP" and tok.value in self.PREC:
            return tok.value
        if tok.kind in ("AND", "OR"):
            return tok.value
        return None

    def expr(self, min_prec=1):
        left = self.atom()
        while True:
            op = self.op_of(self.peek())
            if op is None or self.PREC[op] < min_prec:
                return left
            self.take()
            right = self.expr(self.PREC[op] + (0 if op == "**" else 1))
            left = apply(op, left, right)

    def atom(self):
        tok = self.take()
        if tok.kind in ("NUMBER", "STRING"):
            return tok.value
        if tok.kind == "NAME":
            if self.peek() is not None and self.peek().value == "(":
                self.take()
                args = [self.expr()]
                while self.peek().value == ",":
                    self.take()
                    args.append(self.expr())
                self.take()
                return FUNCS[tok.value](*args)
            return self.env[tok.value]
        if tok.kind == "NOT":
            return not self.expr(3)
        if tok.value == "-":
            return -self.expr(6)
        if tok.value == "(":
            v = self.expr()
            self.take()
            return v
        raise SyntaxError("unexpected %r" % (tok,))


def apply(op, a, b):
    return {"+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b, "/": lambda: a / b,
            "//": lambda: a // b, "%": lambda: a % b, "**": lambda: a ** b, "==": lambda: a == b,
            "!=": lambda: a != b, "<": lambda: a < b, ">": lambda: a > b, "<=": lambda: a <= b,
            ">=": lambda: a >= b, "and": lambda: a and b, "or": lambda: a or b}[op]()


FUNCS = {"max": max, "min": min, "len": len, "upper": str.upper,
         "count": lambda s, pat: len(re.findall(pat, s)),
         "replace": lambda s, pat, rep: re.sub(pat, rep, s)}

PROGRAM = r'''
let x = 6 * 7            # the answer
let y = 2 ** 3 ** 2 - 10 // 3
let name = "ember \"re\"\tmodule"
let big = 1.5e3 + 0.25
let ok = x == 42 and not y < 0
let words = count("one two  three", "\w+")
let shout = upper(replace(name, "[aeiou]", "*"))
let m = max(x, y, big) % 1000
'''

env = {}
for lineno, line in enumerate(PROGRAM.strip().split("\n"), 1):
    toks = list(tokenize(line))
    print("%2d %s" % (lineno, " ".join(map(repr, toks))))
    stmt = re.match(r"\s*let\s+(?P<name>\w+)\s*=\s*(?P<rhs>.*?)\s*(?:#.*)?$", line)
    value = Parser(tokenize(stmt.group("rhs")), env).expr()
    env[stmt.group("name")] = value
    print("   %s = %r" % (stmt.group("name"), value))

whole = list(tokenize(PROGRAM))
print(len(whole), "tokens;", "last:", whole[-1], "lines:", sorted({t.line for t in whole}))
kinds = {}
for t in whole:
    kinds[t.kind] = kinds.get(t.kind, 0) + 1
print(sorted(kinds.items()))
print([t.value for t in whole if t.kind == "OP" and re.fullmatch(r"[*/]{2}|[<>!=]=", t.value)])

for bad in ["let z = 3 $ 4", "let q = 1 +\n  @"]:
    try:
        list(tokenize(bad))
    except SyntaxError as e:
        print("SyntaxError:", e)

# -------------------------------------------------------------- log parser

LOG_LINE = re.compile(r"""
    ^(?P<ip> \d{1,3}(?:\.\d{1,3}){3} ) \s+
    \S+ \s+ (?P<user> \S+ ) \s+
    \[ (?P<day>\d{2}) / (?P<month>[A-Z][a-z]{2}) / (?P<year>\d{4})
       : (?P<time> \d{2}:\d{2}:\d{2} ) \s [+-]\d{4} \] \s+
    " (?P<method> [A-Z]+ ) \s (?P<path> [^\s?"]+ ) (?: \? (?P<query> [^\s"]* ) )? \s HTTP/(?P<ver> [\d.]+ ) " \s+
    (?P<status> \d{3} ) \s+ (?P<size> \d+ | - )
    (?: \s+ "(?P<referer> [^"]* )" \s+ "(?P<agent> [^"]* )" )?
    \s*$
""", re.VERBOSE)

LOG = """\
192.168.1.10 - alice [10/Oct/2023:13:55:36 +0000] "GET /index.html HTTP/1.1" 200 2326 "-" "Mozilla/5.0"
10.0.0.7 - - [10/Oct/2023:13:56:01 +0000] "POST /api/login?user=bob&token=abc123 HTTP/1.1" 401 71 "https://ex.com/" "curl/8.0"
10.0.0.7 - - [10/Oct/2023:13:56:05 +0000] "POST /api/login?user=bob&token=zzz999 HTTP/1.1" 200 512
172.16.0.3 - carol [10/Oct/2023:14:01:12 +0000] "GET /static/app.js HTTP/2.0" 304 -
garbage line that does not parse
192.168.1.10 - alice [10/Oct/2023:14:02:00 +0000] "DELETE /api/items/42 HTTP/1.1" 204 0 "-" "Mozilla/5.0"
203.0.113.9 - - [11/Oct/2023:00:00:01 +0000] "GET /search?q=caf%C3%A9+cr%C3%A8me&page=2 HTTP/1.1" 200 9041 "-" "bot/1.2 (+http://bot.example)"
203.0.113.9 - - [11/Oct/2023:00:00:02 +0000] "GET /../../etc/passwd HTTP/1.0" 404 153 "-" "bot/1.2"
"""

SECRET = re.compile(r"(?P<key>token|password|secret)=(?P<val>[^&\s]+)", re.I)


def redact(m):
    return "%s=%s" % (m.group("key"), "*" * len(m.group("val")))


def parse_query(q):
    return dict(re.findall(r"([^&=]+)=([^&]*)", q or ""))


entries, rejected = [], []
for n, line in enumerate(LOG.splitlines(), 1):
    m = LOG_LINE.match(line)
    if not m:
        rejected.append((n, line))
        continue
    d = m.groupdict()
    d["query"] = SECRET.sub(redact, d["query"]) if d["query"] else None
    d["size"] = 0 if d["size"] == "-" else int(d["size"])
    d["params"] = parse_query(d["query"])
    entries.append(d)
    print("%d: %-13s %-6s %-26s %s %5d q=%s" % (n, d["ip"], d["method"], d["path"], d["status"], d["size"], d["query"]))

print("rejected:", rejected)
print("params:", [sorted(e["params"].items()) for e in entries if e["params"]])

by_status = {}
for e in entries:
    by_status.setdefault(e["status"][0] + "xx", []).append(e["path"])
for k in sorted(by_status):
    print(k, by_status[k])

suspicious = re.compile(r"(?:\.\./|/etc/|<script|%2e%2e)", re.I)
print("suspicious:", [e["path"] for e in entries if suspicious.search(e["path"])])
print("bots:", sorted({e["ip"] for e in entries if e["agent"] and re.search(r"\bbot\b", e["agent"])}))
print("api calls:", [(e["method"], re.sub(r"/\d+", "/{id}", e["path"])) for e in entries if e["path"].startswith("/api")])
total = sum(e["size"] for e in entries)
print("bytes:", total, "mean: %.1f" % (total / len(entries)))
hours = [int(re.match(r"(\d\d):", e["time"]).group(1)) for e in entries]
print("hours:", hours, "users:", sorted({e["user"] for e in entries} - {"-"}))
anon = re.sub(r"\b(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}\b", r"\1.\2.x.x", LOG)
print(anon.splitlines()[1][:60])
print(re.subn(r"(?m)^(?P<ip>\S+)", lambda m: "<%d>" % len(m["ip"]), LOG)[1], "lines tagged")
