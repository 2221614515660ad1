# A hand-written tokenizer for a small expression language: isidentifier/isdigit/isspace scanning, keyword tables, token reprs.
KEYWORDS = {"let", "in", "if", "then", "else", "fn"}
OPERATORS = ["==", "!=", "<=", ">=", "->", "+", "-", "*", "/", "(", ")", "<", ">", "=", ","]


class Token:
    def __init__(self, kind, text, line, col):
        self.kind = kind
        self.text = text
        self.line = line
        self.col = col

    def __repr__(self):
        return f"{self.kind}({self.text!r})@{self.line}:{self.col}"


def tokenize(src):
    tokens = []
    for lineno, line in enumerate(src.splitlines(), 1):
        code, _, comment = line.partition("#")
        i = 0
        n = len(code)
        while i < n:
            ch = code[i]
            if ch.isspace():
                i += 1
                continue
            if ch.isdigit():
                j = i
                while j < n and (code[j].isdigit() or code[j] == "."):
                    j += 1
                text = code[i:j]
                kind = "FLOAT" if "." in text else "INT"
                tokens.append(Token(kind, text, lineno, i + 1))
                i = j
                continue
            if ch.isidentifier():
                j = i + 1
                while j < n and (code[i:j + 1]).isidentifier():
                    j += 1
                word = code[i:j]
                tokens.append(Token("KW" if word in KEYWORDS else "NAME", word, lineno, i + 1))
                i = j
                continue
            if ch == '"':
                j = code.find('"', i + 1)
                if j < 0:
                    raise SyntaxError(f"unterminated string at {lineno}:{i + 1}")
                tokens.append(Token("STR", code[i + 1:j], lineno, i + 1))
                i = j + 1
                continue
            for op in OPERATORS:
                if code.startswith(op, i):
                    tokens.append(Token("OP", op, lineno, i + 1))
                    i += len(op)
                    break
            else:
                raise SyntaxError(f"bad character {ch!r} at {lineno}:{i + 1}")
        if comment.strip():
            tokens.append(Token("COMMENT", comment.strip(), lineno, len(code) + 1))
    return tokens


SOURCE = """let x = 42 in   # the answer
  let name_1 = "hello world" in
  if x >= 10 then fn(a, b) -> a * b + 3.25 else _tmp != x2
"""

toks = tokenize(SOURCE)
for t in toks:
    print(t)

kinds = {}
for t in toks:
    kinds[t.kind] = kinds.get(t.kind, 0) + 1
print(sorted(kinds.items()))

# a bigger generated input to make the scanner hot
parts = []
for i in range(300):
    parts.append(f"let v{i} = {i * 7 % 101} + w_{i % 13} * {i / 4}  # step {i}")
big = "\n".join(parts)
big_tokens = tokenize(big)
print(len(big_tokens), big_tokens[0], big_tokens[-1])
total = 0
names = set()
for t in big_tokens:
    if t.kind == "INT":
        total += int(t.text)
    elif t.kind == "NAME":
        names.add(t.text)
print(total, len(names), sorted(names)[:5])
print([t.text for t in big_tokens if t.kind == "FLOAT"][:6])

for bad in ['let s = "open', "x = 3 $ 4", "ok = 1\ny = @"]:
    try:
        tokenize(bad)
    except SyntaxError as e:
        print("SyntaxError:", e)
