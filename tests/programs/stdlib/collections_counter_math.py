from collections import Counter

text = """the quick brown fox jumps over the lazy dog the dog barks and the fox runs
a quick fox is a happy fox and a lazy dog is a sleepy dog"""
words = Counter(text.split())
print(words.most_common(5))
print(words.most_common(1), words.most_common(0), len(words.most_common()))
print(words["fox"], words["missing"], "missing" in words)
letters = Counter(c for c in text if c.isalpha())
print(letters.most_common(8))
print(sorted(letters.elements())[:20])
print(letters.total(), sum(letters.values()))

a = Counter(a=3, b=1, c=0, d=-2)
b = Counter(a=1, b=2, c=3, e=1)
print("a", a)
print("b", b)
print("a+b", a + b)
print("a-b", a - b)
print("a|b", a | b)
print("a&b", a & b)
print("+a", +a)
print("-a", -a)
print("a==b", a == b, Counter(x=1) == Counter(x=1, y=0))
print("<=", Counter(a=1) <= Counter(a=2), Counter(a=3) <= Counter(a=2), Counter() < Counter(z=1), Counter(a=1) >= Counter())
c = a.copy()
c.update(b)
print("update", c)
c.update("aaz")
print("update str", c)
c.update({"z": 10}, q=4)
print("update kw", c)
c.subtract(b)
print("subtract", c)
c.subtract("zz")
print("subtract str", c)
d = Counter("abracadabra")
d += Counter("aaa")
print("+=", d)
d -= Counter("abz")
print("-=", d)
d |= Counter(r=9)
print("|=", d)
d &= Counter("aabbrr")
print("&=", d)
print(repr(Counter()), repr(Counter({"x": 2.5, "y": -1})))
e = Counter("mississippi")
del e["s"]
print(e, e.pop("i"), e)
e["new"] += 5
e["neg"] -= 3
print(e, list(e))
print(Counter.fromkeys if False else "skip fromkeys")
try:
    Counter.fromkeys("abc")
except NotImplementedError as ex:
    print("NotImplementedError", ex)
f = Counter(dict(zip("abcde", [5, 1, 5, 3, 1])))
print(f.most_common())
print(sorted(f.items(), key=lambda kv: (-kv[1], kv[0])))
print(dict(f), isinstance(f, dict))
g = Counter({"x": 1})
g.clear()
print(g, not g)

print("--- anagram groups")
ws = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog"]
groups = {}
for w in ws:
    key = tuple(sorted(Counter(w).items()))
    groups.setdefault(key, []).append(w)
for k in sorted(groups, key=lambda k: groups[k][0]):
    print(groups[k])
print("--- dice")
dice = Counter(a + b for a in range(1, 7) for b in range(1, 7))
for total, n in sorted(dice.items()):
    print(f"{total:2d} {'#' * n}")
print(dice.most_common(3))
inv = Counter(apples=5, pears=2)
order = Counter(apples=3, pears=4, kiwis=1)
short = order - inv
print("short", short, "left", inv - order, "ok" if not (order - inv - short) else "bad")
