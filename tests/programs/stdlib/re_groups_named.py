# Groups: numbered and named, group()/groups()/groupdict() with defaults,
# start/end/span of groups that did not take part, lastindex and lastgroup,
# groupindex, nested groups and IndexError for missing groups.
import re

DATE = re.compile(r"(?P<year>\d{4})-(?P<month>\d\d)(?:-(?P<day>\d\d))?(?:T(?P<hour>\d\d):(?P<min>\d\d))?")

print("groups:", DATE.groups, "groupindex:", sorted(DATE.groupindex.items()))
for s in ["2024-03-15", "2024-03", "on 1999-12-31T23:59 ok", "2001-01T10:20", "nope"]:
    m = DATE.search(s)
    if m is None:
        print(repr(s), "no match")
        continue
    print(repr(s), m.group(), m.span())
    print("  groups()      ", m.groups())
    print("  groups('-')   ", m.groups("-"))
    print("  groupdict()   ", sorted(m.groupdict().items()))
    print("  groupdict(0)  ", sorted(m.groupdict(0).items()))
    print("  group(1,3,'hour')", m.group(1, 3, "hour"))
    print("  lastindex/lastgroup", m.lastindex, m.lastgroup)
    for name in ["year", "month", "day", "hour", "min"]:
        print("   %-6s %r %r %r %r" % (name, m[name], m.start(name), m.end(name), m.span(name)))

print("== nesting ==")
p = re.compile(r"((a)(b(c)?))(d)?")
for s in ["abcd", "ab", "abc", "abd", "xab"]:
    m = p.search(s)
    print(repr(s), m.regs, m.groups(), m.lastindex)
    print("  ", [m.group(i) for i in range(p.groups + 1)])

print("== lastindex and lastgroup ==")
cases = [
    (r"(a)(b)?", "a"), (r"(a)(b)?", "ab"), (r"((a)(b))", "ab"), (r"((a)|b)+", "ab"),
    (r"(a)|(b)", "b"), (r"(a)|(b)|(c)", "c"), (r"(?P<x>a)(?P<y>b)", "ab"), (r"(?P<x>a)(b)", "ab"),
    (r"(?P<x>a)|(?P<y>b)", "b"), (r"(a)(?=(b))", "ab"), (r"(?:(a)|b)*", "ab"), (r"(a)(?:(b)|c)", "ac"),
    (r"(a(b)?)+", "aba"), (r"(?:(a)|(b))+", "ab"), (r"(?:(b)|(a))+", "ab"), (r"(?<=(a))b", "ab"),
    (r"x", "x"), (r"(x)", "x"), (r"(?:x)", "x"), (r"(?P<outer>(?P<inner>x))", "x"),
    (r"(?P<a>1)(?P<b>2)?(?P<c>3)", "13"), (r"(a)?(?(1)(b)|(c))", "c"), (r"(a)?(?(1)(b)|(c))", "ab"),
]
for pat, s in cases:
    m = re.match(pat, s) or re.search(pat, s)
    print("%-28r %-6r lastindex=%r lastgroup=%r groups=%r" % (pat, s, m.lastindex, m.lastgroup, m.groups()))

print("== captures in repeats keep the last iteration ==")
for pat, s in [(r"(\w)+", "abc"), (r"(\w)*", ""), (r"(?:(\d)|x)+", "1x2x"), (r"(?:(\d)|x)+", "1xx"),
               (r"(a|b)*c", "abac"), (r"(ab)+", "ababab"), (r"(?:(a)|(b))+", "aab"), (r"(\d+),?", "12,34"),
               (r"(?:(\w+)\s?)*", "one two three"), (r"((\w)\w)+", "abcdef"), (r"(a)*b", "aab")]:
    m = re.match(pat, s)
    print("%-20r %-16r %r %r" % (pat, s, m.groups(), m.regs))

print("== group() errors ==")
m = re.match(r"(?P<first>a)(b)?", "a")
for g in [0, 1, 2, 3, -1, "first", "second", 1.5, None, "1"]:
    try:
        print("group(%r) -> %r" % (g, m.group(g)))
    except IndexError as e:
        print("group(%r) -> IndexError: %s" % (g, e))
for meth in ("start", "end", "span"):
    for g in [2, 5, "nope"]:
        try:
            print("%s(%r) -> %r" % (meth, g, getattr(m, meth)(g)))
        except IndexError as e:
            print("%s(%r) -> IndexError: %s" % (meth, g, e))
try:
    m[7]
except IndexError as e:
    print("m[7] IndexError:", e)
print(m.group(True), m.start(False))

print("== groupindex ==")
p = re.compile(r"(?P<b>x)(?P<a>y)(z)(?P<c>w)?")
print(sorted(p.groupindex.items()), list(p.groupindex), p.groups)
print(p.groupindex["a"], "b" in p.groupindex, "z" in p.groupindex, len(p.groupindex))
print(re.compile("(a)(b)").groupindex == {})

print("== backreferences by name and number ==")
for pat, s in [(r"(?P<q>['\"]).*?(?P=q)", "say \"it's\" now"), (r"(\w)\1", "abccd"),
               (r"(?P<w>\w+) (?P=w)", "the the cat"), (r"(\w+)-\1", "bye-bye bye-now"),
               (r"(?P<tag><(\w+)>).*?</\2>", "<b>bold</b> <i>it</i>")]:
    for m in re.finditer(pat, s):
        print("%-26r %r %r %r" % (pat, m.group(), m.groups(), sorted(m.groupdict().items())))

print("== unicode group names ==")
m = re.match("(?P<caf\u00e9>\\w+) (?P<\u540d\u524d>\\w+)", "latte \u6771\u4eac")
print(sorted(m.groupdict().items()), m.lastgroup, m["caf\u00e9"])

print("== many groups ==")
pat = "".join("(%s)" % chr(ord("a") + i) for i in range(26))
m = re.match(pat, "abcdefghijklmnopqrstuvwxyz")
print(m.lastindex, m.group(26), m.group(10, 11, 12), m.span(20))
print(re.sub(pat, r"\26\25\g<24>\1", "abcdefghijklmnopqrstuvwxyz!"))
