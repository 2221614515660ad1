# Flags: the constants and their combinations, Pattern.flags, inline global and
# scoped flags, and VERBOSE patterns with whitespace and comments.
import re

print("== constants ==")
for name in ["I", "IGNORECASE", "M", "MULTILINE", "S", "DOTALL", "X", "VERBOSE", "A", "ASCII", "U", "UNICODE", "NOFLAG"]:
    f = getattr(re, name)
    print("%-10s %-16r %3d %s" % (name, f, int(f), type(f).__name__))
print(re.I == re.IGNORECASE, re.I is re.IGNORECASE, re.I == 2, isinstance(re.M, int))
for combo in [re.I | re.M, re.M | re.I, re.X | re.S | re.M, re.I | re.M | re.S | re.X, re.S | re.X,
              re.I & re.M, re.I ^ re.I, re.I | re.I, re.I | 1024, (re.I | re.M) & re.M, re.I ^ re.M]:
    print(repr(combo), str(combo), int(combo), type(combo).__name__)
print("%s|%d|%r" % (re.M, re.M, re.S), f"{re.X!r}", int(re.I | re.S) + 1, re.I | 8 == 10)

print("== Pattern.flags ==")
for pat, flags in [("a", 0), ("a", re.I), ("a", re.M | re.S), ("a", re.X), ("a", re.A), ("a", re.U),
                   ("(?i)a", 0), ("(?m)a", 0), ("(?s)a", 0), ("(?x)a", 0), ("(?a)a", 0), ("(?u)a", 0),
                   ("(?imsx)a", 0), ("(?i)(?m)a", 0), ("(?i:a)", 0), ("(?-i:a)", re.I), ("(?#c)(?s)a", 0),
                   ("(?x) (?i)a", 0), (b"a", 0), (b"a", re.I), (b"(?a)a", 0), (b"(?ims)a", 0)]:
    p = re.compile(pat, flags)
    print("%-14r %-6d -> %4d %r" % (pat, flags, p.flags, p))

print("== IGNORECASE ==")
for pat, s in [("hello", "HeLLo"), ("[a-z]+", "MiXeD Case"), ("[^a-z]+", "abcDEF123"), ("\\w+", "UPPER"),
               ("(?i)x(?-i:y)z", "XyZ XYZ"), ("(?i:x)y", "Xy XY"), ("[A-Z][a-z]", "aB Ab")]:
    print("%-16r %r %r" % (pat, re.findall(pat, s), re.findall(pat, s, re.I)))

print("== MULTILINE and DOTALL ==")
text = "first line\nsecond line\n\nlast line\n"
for pat in [r"^\w+", r"\w+$", r"^$", r"line$", r"^.*$", r"\Aline", r"line\Z", r"e\n^s", r".+"]:
    print("%-10r %r %r" % (pat, re.findall(pat, text), re.findall(pat, text, re.M)))
for pat in [r"a.b", r"a.*b", r"(?s:a.)b", r"a(?-s:.)b"]:
    print("%-10r %r %r" % (pat, re.findall(pat, "a\nb axb"), re.findall(pat, "a\nb axb", re.S)))
print(re.findall(r"^x.$", "x\n\nxy", re.M | re.S), re.findall(r"(?ms)^x.$", "x\n\nxy"))

print("== ASCII and UNICODE ==")
s = "na\u00efve caf\u00e9 \u00fcber 42 \u0661\u0662"
for pat in [r"\w+", r"\d+", r"\b\w", r"\W+", r"[\w]+", r"\S+"]:
    print("%-8r %r %r" % (pat, re.findall(pat, s), re.findall(pat, s, re.A)))
print(re.findall(r"(?a)\w+", s), re.findall(r"(?u)\w+", s), re.findall(r"(?a:\w+)", s))

print("== VERBOSE ==")
NUMBER = re.compile(r"""
    (?P<sign> [+-] )?        # optional sign
    (?P<int> \d+ )           # integer part
    (?: \. (?P<frac> \d* ) )?  # fraction
    (?: [eE] (?P<exp> [+-]?\d+ ) )?   # exponent
""", re.VERBOSE)
for s in ["42", "-3.14", "+6.02e23", "1e-9", "7.", "x"]:
    m = NUMBER.fullmatch(s)
    print(repr(s), None if m is None else sorted(m.groupdict("").items()))
print(NUMBER.groups, sorted(NUMBER.groupindex.items()))
EMAIL = re.compile(r"""(?x)
    ^ [\w.+-]+        # local part
    @                 # at sign
    (?: [a-z0-9-]+ \. )+ [a-z]{2,}   # domain
    $""", re.I)
for s in ["bob@example.com", "A.B+c@Sub.Domain.ORG", "bad@", "no at.com", "x@y.z"]:
    print(repr(s), bool(EMAIL.match(s)))
for pat, s in [(r"(?x) a b c", "abc"), (r"(?x) a \  b", "a b"), (r"(?x) a [ ] b", "a b"), (r"(?x) a\#b # c", "a#b"),
               (r"(?x) [#] x", "#x"), ("(?x)a\tb\nc\rd\x0be\x0cf", "abcdef"), (r"(?x)a {2}", "aa"),
               (r"(?x)a{1, 2}", "a{1,2}"), (r"(?x)\d +", "12 3"), (r"(?x)(?# comment x )a", "a"),
               (r"(?x: a b )c d", "abc d"), (r"(?-x: a )b", " a b"), ("(?x)a\u00a0b", "a\u00a0b"),
               ("(?x)a # to end\nb", "ab"), ("a b", "ab")]:
    flags = re.X if pat == "a b" else 0
    print("%-26r %r" % (pat, re.findall(pat, s, flags)))
print(re.findall(r"(?-x: a )b", " a b", re.X))

print("== scoped flags ==")
for pat, s in [(r"a(?i:b)c", "aBc abC"), (r"(?i)a(?-i:b)c", "AbC ABC"), (r"(?s:.)(?-s:.)?", "\n\n"),
               (r"(?m:^b)", "a\nb"), (r"(?i:a(?-i:b)c)", "AbC aBc"), (r"(?a:\w)\w", "\u00e9\u00e9 a\u00e9"),
               (r"(?u:\w)", "\u00e9"), (r"(?ai:\u00e9)", "\u00c9\u00e9"), (r"(?i:[a-c]+)d", "ABCd ABCD")]:
    print("%-20r %r" % (pat, re.findall(pat, s)))

print("== flag errors ==")
for args in [("a", re.L), ("a", re.A | re.U), (b"a", re.U), (re.compile("a"), re.I)]:
    try:
        re.compile(*args)
        print("ok")
    except ValueError as e:
        print("ValueError:", e)
for pat in ["(?q)a", "a(?i)", "(?i-i:a)", "(?-a:x)", "(?au)x", "(?L)x", "(?i", "(?x)a(?s)b"]:
    try:
        re.compile(pat)
        print(pat, "ok")
    except re.error as e:
        print("%-12r %s" % (pat, e))
