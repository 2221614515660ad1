# re.error for bad patterns: message, msg, pos, lineno, colno; OverflowError for
# huge repeat counts; TypeError/ValueError/IndexError for misuse of the API.
import re

BAD = [
    "(", ")", "a)", "(a", "((a)", "a(b(c)d", "[a", "[", "[]", "[^]", "[a-", "a**", "a*+*", "a{1}{2}", "a?*",
    "*a", "+", "?", "{1}a", "|*", "(*)", "^*", "$+", "\\b?", "\\Z*", "(?i)*", "a{2,1}", "a{3,2}b",
    "\\", "a\\", "\\q", "\\e", "[\\q]", "\\x", "\\x1", "\\x1g", "\\u12", "\\u12x4", "\\U0011ffff", "\\U1234",
    "[\\x1]", "[\\u123]", "\\8", "\\1", "(a)\\2", "(a\\1)", "(a)(b\\2)", "[z-a]", "[a-\\d]", "[\\w-z]", "[\\d-\\w]",
    "[\\b-c]", "[\\A]", "[\\Z]", "\\400", "[\\400]", "\\777", "[\\777]",
    "(?", "(?P", "(?P<", "(?P<a", "(?P<>a)", "(?P<1>a)", "(?P<a-b>x)", "(?P<a b>x)", "(?P<a>x)(?P<a>y)",
    "(?P=", "(?P=a", "(?P=a)", "(?P=1)", "(?P=a b)", "(?Px)", "(?P<a>a)(?P=b)", "(?P<a>(?P=a))",
    "(?<", "(?<x)", "(?<a>x)", "(?'a'x)", "(?#abc", "(?z)", "(?i", "(?i-", "(?i-:a)", "(?-i)", "(?i-i:a)",
    "(?a-a:x)", "(?-a:x)", "(?au)", "(?au:x)", "(?iq)", "(?-q:x)", "(?i-s", "(?i-sq:x)", "a(?i)", "(?i)(?m)b(?s)",
    "(?x)a(?i)", "a|(?i)b", "(?:(?i)b)", "(?(", "(?(1", "(?(1)", "(?(1)a|b|c)", "(?(0)a)", "(?(x)a)",
    "(?(-1)a)", "(?(a-b)x)", "(a)(?(2)x)", "(?(1)a)(b)", "(?(1)a|b", "(?:", "(?=", "(?!a", "(?<=a", "(?<!",
    "(?>", "(?>a", "a||(", "x{65536}{", "(?x)[a", "(?x)\n\n  (\n", "ab\ncd(", "(\n)\n)",
    "abc\n\n[x", "(?x)\n# comment\n\\q", "a{1,2}{3}", "a{1}?+", "(?i)(?P<n>x)(?P<n>y)",
]
for pat in BAD:
    try:
        p = re.compile(pat)
        print("OK   %-22r groups=%d" % (pat, p.groups))
    except re.error as e:
        print("ERR  %-22r %s" % (pat, e))
        print("     msg=%r pos=%r lineno=%r colno=%r pattern-is-input=%r" % (
            e.msg, e.pos, e.lineno, e.colno, e.pattern == pat))

print("== fixed-width lookbehind ==")
for pat in ["(?<=a+)b", "(?<=a|bc)d", "(?<!a*)b", "(?<=a{1,2})b", "(?<=ab|cd)e", "(?<=a{2})b", "(?<=(?:ab){2})c"]:
    try:
        re.compile(pat)
        print("OK  ", pat)
    except re.error as e:
        print("ERR ", pat, "|", e, "|", e.msg, e.pos, e.lineno, e.colno)

print("== bytes patterns ==")
for pat in [b"(", b"\\u1234", b"[\\U0001]", b"(?u)", b"a\n(", b"\\q", b"(?P<1>x)", b"[b-a]", b"a{3,1}"]:
    try:
        re.compile(pat)
        print("OK  ", pat)
    except re.error as e:
        print("ERR  %-14r %s | %r %r %r %r" % (pat, e, e.msg, e.pos, e.lineno, e.colno))

print("== error is catchable as Exception, attributes ==")
try:
    re.compile("ab\ncd\n(ef")
except Exception as e:
    print(type(e).__name__, type(e).__module__, isinstance(e, re.error), e.args)
    print(e.msg, e.pos, e.lineno, e.colno, repr(e.pattern))
e = re.error("custom")
print(str(e), e.msg, e.pos, e.pattern, e.lineno, e.colno)
e = re.error("custom", "one\ntwo\nthree", 9)
print(str(e), e.msg, e.pos, e.lineno, e.colno)
e = re.error("custom", "abc", 2)
print(str(e), e.lineno, e.colno)
e = re.error("custom", b"ab\ncd", 4)
print(str(e), e.lineno, e.colno)
print(issubclass(re.error, Exception), re.error.__name__)

print("== repeat counts too large ==")
for pat in ["x{4294967295}", "x{1,4294967296}", "x{,4294967295}", "x{99999999999999999999}"]:
    try:
        re.compile(pat)
        print("OK", pat)
    except OverflowError as e:
        print("OverflowError", pat, e)
    except re.error as e:
        print("re.error", pat, e)

print("== misuse of the API ==")
tests = [
    ("compile(None)", lambda: re.compile(None)),
    ("compile(5)", lambda: re.compile(5)),
    ("compile(b'a', re.U)", lambda: re.compile(b"a", re.U)),
    ("compile('a', re.L)", lambda: re.compile("a", re.L)),
    ("compile('a', A|U)", lambda: re.compile("a", re.A | re.U)),
    ("compile(pattern, re.I)", lambda: re.compile(re.compile("a"), re.I)),
    ("match('a', b'a')", lambda: re.match("a", b"a")),
    ("match(b'a', 'a')", lambda: re.match(b"a", "a")),
    ("match('a', 5)", lambda: re.match("a", 5)),
    ("search('a', None)", lambda: re.search("a", None)),
    ("findall('a', ['a'])", lambda: re.findall("a", ["a"])),
    ("split(b'a', 'a')", lambda: re.split(b"a", "a")),
    ("sub('a', 'b', 5)", lambda: re.sub("a", "b", 5)),
    ("group(3)", lambda: re.match("(a)", "a").group(3)),
    ("group(-1)", lambda: re.match("(a)", "a").group(-1)),
    ("group('x')", lambda: re.match("(a)", "a").group("x")),
    ("m[2]", lambda: re.match("(a)", "a")[2]),
    ("start(4)", lambda: re.match("(a)", "a").start(4)),
    ("span('q')", lambda: re.match("(?P<p>a)", "a").span("q")),
    ("group(0, 9)", lambda: re.match("(a)", "a").group(0, 9)),
    ("sub unknown name", lambda: re.sub("(a)", r"\g<zz>", "a")),
    ("expand bad ref", lambda: re.match("(a)", "a").expand(r"\2")),
    ("expand bad escape", lambda: re.match("(a)", "a").expand(r"\j")),
]
for label, f in tests:
    try:
        print("%-24s -> %r" % (label, f()))
    except (TypeError, ValueError, IndexError, re.error) as e:
        print("%-24s -> %s: %s" % (label, type(e).__name__, e))

print("== a good pattern after errors still works ==")
print(re.compile(r"(?P<ok>\w+)").match("fine").groupdict())
