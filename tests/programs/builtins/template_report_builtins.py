# report generation with str.format_map over a __missing__ dict subclass, str.maketrans/translate cleanup tables, dict.fromkeys initialisation, and iter(callable, sentinel) chunked readers
class Defaulting(dict):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.misses = []

    def __missing__(self, key):
        self.misses.append(key)
        return "<" + key + "?>"


class Counted(dict):
    def __missing__(self, key):
        value = len(key) * 10
        self[key] = value
        return value


class Record:
    def __init__(self, name, qty, price):
        self.name = name
        self.qty = qty
        self.price = price

    def __repr__(self):
        return "Record(%r)" % self.name


print("== format_map ==")
ctx = Defaulting(user="ada", count=3, ratio=0.4567, items=["x", "y", "z"], rec=Record("bolt", 12, 0.25))
templates = [
    "Hello {user}, you have {count} new messages",
    "{user!r:>10}|{count:05d}|{ratio:.1%}|{ratio:8.3f}",
    "First item {items[0]}, last {items[2]}, record {rec.name} x{rec.qty} @ {rec.price:.2f}",
    "Missing {nobody} and {nothing!r} here, but {user} is known",
    "{{literal braces}} around {count}",
    "{rec!r} {rec.qty:>4} {items!s:^20}",
]
for t in templates:
    print(t.format_map(ctx))
print("misses:", ctx.misses)
cnt = Counted(a=1)
print("{a} {bb} {cccc} {bb}".format_map(cnt), sorted(cnt.items()))
try:
    "{missing}".format_map({})
except KeyError as exc:
    print("KeyError:", exc)
try:
    "{0}".format_map({"0": "zero"})
except (KeyError, ValueError, TypeError) as exc:
    print(type(exc).__name__, exc)
print("{x}-{y}".format_map({"x": 1, "y": 2, "z": 3}), "{x.real}".format_map({"x": 5}))

print()
print("== maketrans / translate ==")
table1 = str.maketrans("abc", "xyz")
print(sorted(table1.items()))
print("aabbcc cab".translate(table1))
table2 = str.maketrans("aeiou", "AEIOU", " ,.!")
print(sorted(table2.items())[:8], len(table2))
print("Hello, world. This is a test!".translate(table2))
table3 = str.maketrans({"<": "&lt;", ">": "&gt;", "&": "&amp;", "'": None, "\t": 32})
print(sorted(table3.items()))
print("<b>fish & 'chips'</b>\tnow".translate(table3))
print("abc".translate({97: "AA", 98: None, 99: 100}))
leet = str.maketrans("aeiost", "4310$7")
for w in ["elite", "toast", "basics", "python"]:
    print(f"{w:>8} -> {w.translate(leet)}")
rot13 = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
                      "NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm")
secret = "Why did the chicken cross the road?".translate(rot13)
print(secret, "|", secret.translate(rot13))
print(str.maketrans("", "", "xyz") == {120: None, 121: None, 122: None}, "".translate(rot13))
for bad in [lambda: str.maketrans("ab", "c"), lambda: str.maketrans({"ab": "c"}), lambda: str.maketrans(1)]:
    try:
        bad()
    except (ValueError, TypeError) as exc:
        print(type(exc).__name__, exc)

print()
print("== dict.fromkeys ==")
fields = ["id", "name", "email", "age"]
blank = dict.fromkeys(fields)
print(blank)
zeros = dict.fromkeys(fields, 0)
zeros["age"] += 41
print(zeros)
shared = dict.fromkeys("abc", [])
shared["a"].append(1)
print(shared, shared["b"] is shared["c"])
print(dict.fromkeys(range(5), "v"), dict.fromkeys([]), dict.fromkeys("mississippi"))
dedup = list(dict.fromkeys([3, 1, 3, 2, 1, 5, 2]))
print(dedup, list(dict.fromkeys("hello world")))
cf = Counted.fromkeys(["p", "q"], 7)
print(type(cf).__name__, cf, cf["rr"], sorted(cf))
df = Defaulting.fromkeys(("k1", "k2"))
print(type(df).__name__, df, "{k1} {k3}".format_map(df))
print({}.fromkeys((1, 2), "x"), dict.fromkeys(frozenset({7})), dict.fromkeys({"only": 1}))

print()
print("== iter(callable, sentinel) ==")
lines = ["alpha", "beta", "", "gamma", "delta"]
pos = [0]


def next_line():
    i = pos[0]
    pos[0] += 1
    return lines[i] if i < len(lines) else ""


print(list(iter(next_line, "")))
print(list(iter(next_line, "")), pos)


class Chunker:
    def __init__(self, text, size):
        self.text = text
        self.size = size
        self.offset = 0
        self.calls = 0

    def read(self):
        self.calls += 1
        chunk = self.text[self.offset:self.offset + self.size]
        self.offset += self.size
        return chunk


ch = Chunker("the quick brown fox jumps over the lazy dog", 7)
chunks = [c for c in iter(ch.read, "")]
print(chunks, ch.calls)
state = {"n": 0}


def countdown():
    state["n"] += 3
    return state["n"] % 11


it = iter(countdown, 0)
print(type(it).__name__, iter(it) is it, next(it), next(it), list(it), state)
try:
    next(it)
except StopIteration:
    print("exhausted stays exhausted")
values = iter([5, 4, 3, -1, 8, 9])
print(list(iter(lambda: next(values), -1)), list(values))
squares = iter(lambda acc=[0]: acc.append(len(acc)) or len(acc) ** 2, 49)
print(list(squares))
total = 0
for block in iter(Chunker("0123456789abc", 4).read, ""):
    total += len(block)
    print("block", repr(block), total)
try:
    iter(5, 0)
except TypeError as exc:
    print("TypeError:", exc)


def boom():
    raise ValueError("source failed")


try:
    list(iter(boom, None))
except ValueError as exc:
    print("ValueError:", exc)

print()
print("== combined report ==")
inventory = [Record("bolt", 120, 0.05), Record("nut", 300, 0.02), Record("gear", 7, 4.5), Record("belt", 0, 12.0)]
row = "{name:<6}|{qty:>5}|{price:>7.2f}|{value:>8.2f}|{status}"
clean = str.maketrans("_", " ", "#")
totals = dict.fromkeys(["ok", "low", "out"], 0)
for r in inventory:
    status = "out" if r.qty == 0 else ("low" if r.qty < 10 else "ok")
    totals[status] += 1
    vals = Defaulting(name=r.name, qty=r.qty, price=r.price, value=r.qty * r.price, status="#" + status + "_stock")
    print(row.format_map(vals).translate(clean))
print(totals, sum(totals.values()))
