# \w \d \s \b and their complements on non-ASCII text, IGNORECASE with non-ASCII
# letters (including the special case-folding pairs), and re.ASCII.
import re


def ranges(chars):
    out = []
    for c in chars:
        o = ord(c)
        if out and o == out[-1][1] + 1:
            out[-1][1] = o
        else:
            out.append([o, o])
    return " ".join("%x-%x" % (a, b) if a != b else "%x" % a for a, b in out)


print("== classes over code point ranges ==")
for lo, hi in [(0, 0x250), (0x370, 0x530), (0x600, 0x700), (0x900, 0xa00), (0x1e00, 0x2000), (0x2000, 0x2200), (0x3000, 0x3100)]:
    text = "".join(chr(c) for c in range(lo, hi))
    print("range %x-%x" % (lo, hi))
    for name in [r"\w", r"\d", r"\s", r"(?a)\w", r"(?a)\d", r"(?a)\s", r"[\w\s]", r"[^\W\d]"]:
        got = re.findall(name, text)
        print("  %-9s %5d %s" % (name, len(got), ranges(got)[:400]))
    print("  \\W count", len(re.findall(r"\W", text)), "\\D count", len(re.findall(r"\D", text)),
          "\\S count", len(re.findall(r"\S", text)))
    bounds = [m.start() for m in re.finditer(r"\b", text)]
    print("  \\b", len(bounds), bounds[:12], "\\B", len(re.findall(r"\B", text)))

print("== words in several scripts ==")
SAMPLES = [
    "caf\u00e9 na\u00efve \u00fcber se\u00f1or",
    "\u0417\u0434\u0440\u0430\u0432\u0441\u0442\u0432\u0443\u0439, \u043c\u0438\u0440!",
    "\u039a\u03b1\u03bb\u03b7\u03bc\u03ad\u03c1\u03b1 \u03ba\u03cc\u03c3\u03bc\u03b5",
    "\u6771\u4eac\u90fd \u6e0b\u8c37\u533a 1-2-3",
    "\u0645\u0631\u062d\u0628\u0627 \u0628\u0627\u0644\u0639\u0627\u0644\u0645 \u0661\u0662\u0663",
    "\u0928\u092e\u0938\u094d\u0924\u0947 \u0926\u0941\u0928\u093f\u092f\u093e \u0967\u0968",
    "x\u00b2 + y\u00b3 = \u00bd \u2167 \u2460",
    "emoji \U0001f600\U0001f601 ok \U0001d400\U0001d401",
    "tabs\tand\u00a0nbsp\u2003em\u3000ideo\u2028line",
    "x\u0301y \u200bzw\u200dj",
]
for s in SAMPLES:
    print(repr(s))
    print("   \\w+ ", re.findall(r"\w+", s))
    print("   \\W+ ", re.findall(r"\W+", s))
    print("   \\d+ ", re.findall(r"\d+", s))
    print("   \\s  ", re.findall(r"\s", s))
    print("   \\b\\w", [m.start() for m in re.finditer(r"\b\w", s)])
    print("   split\\b", re.split(r"\b", s))
    print("   ascii \\w+", re.findall(r"\w+", s, re.A), re.findall(r"(?a)\d", s))
    print("   sub \\B", re.sub(r"\B", ".", s)[:60])

print("== word boundaries next to non-ASCII letters ==")
for pat, s in [(r"\bx\b", "\u00e9x\u00e9 x"), (r".\b.", "a\u00e9 b"), (r"\b\u00e9", "\u00e9t\u00e9 caf\u00e9"),
               (r"\u00e9\b", "\u00e9t\u00e9 caf\u00e9"), (r"\B\u00e9", "\u00e9t\u00e9 caf\u00e9"),
               (r"(?a)\b\u00e9", "\u00e9t\u00e9 caf\u00e9"), (r"(?a)\Bf", "caf\u00e9"), (r"\b", "\u00e9 \u00e9"),
               (r"\B", "\u00e9\u00e9 "), (r"\b\d", "\u0661\u0662 3"), (r"(?a)\b\w", "na\u00efve")]:
    print("%-16r %-16r %r" % (pat, s, [m.span() for m in re.finditer(pat, s)]))
print(re.sub(r"\b", "|", "na\u00efve caf\u00e9"), re.sub(r"(?a)\b", "|", "na\u00efve"))

print("== IGNORECASE with non-ASCII ==")
CANDIDATES = ("aA\u00e0\u00c0\u00e9\u00c9\u00df\u1e9e\u00ff\u0178kK\u212as\u017fS\u03c3\u03c2\u03a3"
              "\u03b8\u0398\u03d1\u03f4\u00b5\u03bc\u039c\u03b9\u0399\u0345\u1fbe\u00c5\u00e5\u212b"
              "\u03c9\u03a9\u2126\u0434\u0414\u1c81\u01c4\u01c5\u01c6\u1e60\u1e61\u1e9b\ufb00\u0587"
              "\u10d0\u1c90\u13a0\uab70\U00010400\U00010428\u2c00\u2c30\ua640\ua641\uff21\uff41")
for c in CANDIDATES:
    got = re.findall(re.escape(c), CANDIDATES, re.I)
    cls = re.findall("[%s]" % re.escape(c), CANDIDATES, re.I)
    neg = len(re.findall("[^%s]" % re.escape(c), CANDIDATES, re.I))
    print("U+%04X %s %s %d" % (ord(c), " ".join("%04x" % ord(g) for g in got), got == cls, neg))
for pat, s in [(r"stra\u00dfe", "STRASSE STRA\u00dfE stra\u1e9ee"), (r"[\u00e0-\u00ff]+", "\u00c0\u00c9\u00d6 \u00e0\u00e9"),
               (r"[\u0400-\u042f]+", "\u0430\u0431\u0432 abc"), (r"\u03a3+", "\u03c3\u03c2\u03a3"), (r"ss", "\u00df SS"),
               (r"[a-z]+", "K\u212a\u017fs"), (r"[^a-z]+", "K\u212a\u017fs!"), (r"\w+", "K\u212a"), (r"[\W]", "K\u212a"),
               (r"(\w+) \1", "\u00e9t\u00e9 \u00c9T\u00c9"), (r"[\u1c80-\u1c88]", "\u0432\u0434\u043e\u0441\u0442\u044a\u0463\ua64b"),
               (r"\U00010400", "\U00010428\U00010400"), (r"[\u00c0-\u00de]", "\u00e9\u00ff\u0178"),
               (r"[^\u00c0-\u00de]", "\u00e9\u00ff\u0178"), (r"\u01c6+", "\u01c4\u01c5\u01c6")]:
    print("%-22r %r" % (pat, re.findall(pat, s, re.I)))

print("== re.ASCII ==")
for pat, s in [(r"\w+", "caf\u00e9 x\u00b2"), (r"\s+", " \u00a0\x1c\t"), (r"\d", "1\u0662"), (r"\b\w", "caf\u00e9 ab"),
               (r"[\w]+", "a\u00e9b"), (r"[^\w]+", "a\u00e9\u00e8b"), (r"\W+", "a\u00e9\u00e8b"), (r"k", "K\u212ak"),
               (r"[a-z]+", "K\u212a\u017fs"), (r"\u00e9", "\u00c9\u00e9"), (r"[\u00c0-\u00ff]", "\u00c9\u00e9\u0178")]:
    print("%-14r %-16r %r %r" % (pat, s, re.findall(pat, s, re.A), re.findall(pat, s, re.A | re.I)))
for pat, s in [(r"(?a:\w+)\w+", "ab\u00e9\u00e9 cd"), (r"(?u:\w+)", "\u00e9t\u00e9"), (r"(?a:\w)(?u:\w)", "a\u00e9"),
               (r"(?ai:\u00e9)", "\u00c9\u00e9"), (r"(?i)(?a:k)", "K\u212ak"), (r"(?a)(?i:k)", "K\u212ak")]:
    print("%-16r %r" % (pat, re.findall(pat, s)))

print("== offsets in non-ASCII strings ==")
s = "\u00e9\u00e8\u00ea abc \U0001f600\U0001f601 \u4e2d\u6587 def"
for m in re.finditer(r"\S+", s):
    print(m.span(), repr(m.group()), len(m.group()))
P = re.compile(".")
print(re.compile("abc").search(s, 1).span(), re.compile("\u4e2d").search(s, 5, 14), P.search(s, 9).span(), P.findall(s, 8, 12))
print(re.sub(r".", lambda m: str(m.start() % 10), s))
print(re.split(r"\s", s), re.findall(r"[\U0001f600-\U0001f64f]", s))
