# match / search / fullmatch on Pattern objects and module functions, with pos and
# endpos, the Match attributes (string, re, pos, endpos, regs) and reprs.
import re


def show(label, m):
    if m is None:
        print("%-44s None" % label)
    else:
        print("%-44s %r span=%r pos=%d endpos=%d" % (label, m, m.span(), m.pos, m.endpos))


TEXT = "The quick brown fox jumps over the lazy dog; the end."

print("== module functions ==")
for pat in ["the", "The", "quick", "fox", "dog;", "z+", r"\w+", r"\bthe\b", "end\\.$", "^The", "o\\w", "[aeiou]{2}"]:
    show("match(%r)" % pat, re.match(pat, TEXT))
    show("search(%r)" % pat, re.search(pat, TEXT))
    show("fullmatch(%r)" % pat, re.fullmatch(pat, TEXT))

print("== fullmatch versus match ==")
for pat, s in [("a|ab", "ab"), ("ab|a", "ab"), ("a*?", "aaa"), ("a+?b", "aab"), (".*", "line\n"),
               ("x*", ""), ("(a|ab)(c|bcd)(d*)", "abcd"), ("\\d+", "123abc"), ("\\d+", "123"),
               ("[a-z]+\\d?", "abc7"), ("a$", "a\n"), ("(?s).*", "a\nb\n")]:
    p = re.compile(pat)
    show("%r.match(%r)" % (pat, s), p.match(s))
    show("%r.fullmatch(%r)" % (pat, s), p.fullmatch(s))

print("== pos and endpos ==")
p = re.compile(r"o\w")
for pos, endpos in [(0, 100), (12, 100), (13, 100), (14, 30), (27, 28), (26, 28), (-5, 10), (40, 3),
                    (50, 53), (53, 53), (60, 70), (0, 0), (0, -1)]:
    show("search o\\w %d:%d" % (pos, endpos), p.search(TEXT, pos, endpos))
    show("match o\\w %d:%d" % (pos, endpos), p.match(TEXT, pos, endpos))
    show("fullmatch o\\w %d:%d" % (pos, endpos), p.fullmatch(TEXT, pos, endpos))
    print("   findall", p.findall(TEXT, pos, endpos))

print("== anchors at pos and endpos ==")
cases = [
    ("^b", "ab", 1, 2), ("\\Ab", "ab", 1, 2), ("(?m)^b", "a\nb", 2, 3), ("a$", "ab", 0, 1),
    ("a\\Z", "ab", 0, 1), ("a\\b", "ab", 0, 1), ("\\bb", "ab", 1, 2), ("\\Bb", "ab", 1, 2),
    ("(?<=a)b", "ab", 1, 2), ("(?<!a)b", "ab", 1, 2), ("a(?=b)", "ab", 0, 1), ("a(?!b)", "ab", 0, 1),
    ("$", "abc", 0, 2), ("", "abc", 3, 3), ("", "abc", 5, 9), ("x?", "abc", 2, 1),
]
for pat, s, pos, endpos in cases:
    p = re.compile(pat)
    show("%r on %r [%d:%d] search" % (pat, s, pos, endpos), p.search(s, pos, endpos))
    show("%r on %r [%d:%d] match" % (pat, s, pos, endpos), p.match(s, pos, endpos))

print("== keyword arguments ==")
p = re.compile("an")
show("search(string=, pos=)", p.search(string="banana", pos=2))
show("match(string=, pos=, endpos=)", p.match(string="banana", pos=3, endpos=5))
show("fullmatch(endpos=)", p.fullmatch("anan", endpos=2))
print(p.findall("banana", endpos=4), p.findall(string="banana", pos=2))
print([m.span() for m in p.finditer("banana", pos=2, endpos=6)])

print("== Match attributes ==")
p = re.compile(r"(?P<word>\w+)\s+(?P<num>\d+)?")
for s in ["alpha 42 rest", "beta gamma", "  delta 7"]:
    m = p.search(s)
    print(repr(m))
    print("  string=%r re=%r pos=%r endpos=%r" % (m.string, m.re, m.pos, m.endpos))
    print("  regs=%r lastindex=%r lastgroup=%r" % (m.regs, m.lastindex, m.lastgroup))
    print("  group()=%r group(0)=%r m[0]=%r m['word']=%r" % (m.group(), m.group(0), m[0], m["word"]))
    print("  start=%r end=%r span=%r" % (m.start(), m.end(), m.span()))
    print("  start(2)=%r end('num')=%r span('num')=%r" % (m.start(2), m.end("num"), m.span("num")))
    print("  m.re is p:", m.re is p, "string is s:", m.string is s, "bool:", bool(m))

print("== reprs ==")
for pat, flags in [("a", 0), ("a", re.I), ("a", re.I | re.M), ("a", re.S | re.X), ("a", re.A),
                   ("a", re.U), ("(?i)a", 0), ("(?s)a", 0), ("(?a)\\w", 0), ("it's", 0), ("a\nb", 0),
                   ('say "hi"', 0), ("x" * 250, 0), ("caf\u00e9", 0), ("\\d+", re.M | re.S | re.I)]:
    p = re.compile(pat, flags)
    print(repr(p)[:120], p.flags, p.groups)
for s in ["", "x", "it's", 'a"b', "a\nb", "\u00e9t\u00e9", "y" * 80]:
    print(repr(re.search(".*", s, re.S)))

print("== compiled patterns are cached and comparable ==")
a = re.compile("ab+", re.I)
b = re.compile("ab+", re.I)
c = re.compile("ab+")
print(a == b, a == c, hash(a) == hash(b), a.pattern, c.pattern)
print(re.compile(a) is a, re.search(a, "xABB").group())
re.purge()
d = re.compile("ab+", re.I)
print(d == a, d.pattern == a.pattern)

print("== search with many candidates ==")
words = "one two three four five six seven eight nine ten".split()
text = " ".join(words * 3)
for w in words:
    m = re.search(r"\b%s\b" % w, text)
    ms = [mm.start() for mm in re.finditer(r"\b%s\b" % w, text)]
    print(w, m.span(), ms)
