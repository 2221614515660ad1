# sub/subn with template strings (\1, \g<name>, \g<0>, escapes, octal), with
# functions, counts, Match.expand, and the errors a bad template raises.
import re

TEXT = "John Smith (42), Jane Doe (37), Bob Stone (5)"
P = re.compile(r"(?P<first>\w+) (?P<last>\w+) \((?P<age>\d+)\)")

print("== templates ==")
for tmpl in [r"\2, \1", r"\g<last>, \g<first> [\g<age>]", r"<\g<0>>", r"\g<2>\g<1>", r"\3\3",
             r"\1\n", r"\t|\1|", r"\\1", r"\0", r"\07", r"\101\102", r"\1\060", r"\10", r"\g<1>0",
             r"\-\&\%", r"x\.y", "plain", "", r"\g<0>\g<0>", r"\a\f\v\r"]:
    try:
        print("%-36r %r" % (tmpl, P.sub(tmpl, TEXT)))
    except re.error as e:
        print("%-36r error: %s" % (tmpl, e))

print("== counts and subn ==")
for count in [0, 1, 2, 3, 10, -1]:
    print(count, P.subn(r"\g<first>", TEXT, count), P.sub(r"<\1>", TEXT, count=count))
print(re.subn(r"\d", "#", "a1b22c333"))
print(re.subn(r"\d", "#", "a1b22c333", 4))
print(re.subn("x", "y", "aaa"))
print(re.sub(r"(?i)smith", "SMITH", TEXT), re.sub("smith", "S", TEXT, 0, re.I))

print("== function replacements ==")
def swap(m):
    return "%s %s" % (m.group("last").upper(), m.group("first").lower())
print(P.sub(swap, TEXT))
print(P.subn(lambda m: str(int(m["age"]) * 2), TEXT))
print(re.sub(r"\d+", lambda m: str(int(m.group()) + 1), "v1.9.99"))
print(re.sub(r"[aeiou]", lambda m: m.group().upper(), "programming language"))
seen = []
def record(m):
    seen.append((m.start(), m.group(), m.pos, m.endpos, m.lastindex))
    return "" if m.group() == "b" else "[%s]" % m.group()
print(re.sub(r"(a)|(b)|c", record, "abcabc"))
print(seen)
print(re.sub("x", lambda m: None if False else "", "axbx"))
print(re.sub(r"\w+", lambda m: m.expand(r"<\g<0>>"), "hi there"))

print("== templates with groups that did not match ==")
for tmpl in [r"[\1|\2]", r"\g<1>-\g<2>", r"\2\2"]:
    print(tmpl, re.sub(r"(a)|(b)", tmpl, "abxab"))
print(re.sub(r"(\d+)(?:\.(\d+))?", r"<\1,\2>", "3.14 and 2"))

print("== Match.expand ==")
m = P.search(TEXT)
for tmpl in [r"\1", r"\g<last>", r"\g<0>!", r"\g<3>\g<2>\g<1>", r"no refs", r"\n", r"\\"]:
    print(repr(tmpl), repr(m.expand(tmpl)))
m = re.match(r"(a)(x)?", "a")
print(repr(m.expand(r"[\2]")), repr(m.expand(r"\g<2>|\1")))

print("== template errors ==")
bad = [r"\q", r"\g", r"\g<", r"\g<>", r"\g<1", r"\g<a b>", r"\g<-1>", r"\g<1x>", r"\4",
       r"\9", r"\g<10>", "\\", "abc\\", r"\400", r"\777", r"\99"]
for tmpl in bad:
    try:
        P.sub(tmpl, TEXT)
        print("%-12r ok" % tmpl)
    except re.error as e:
        print("%-12r re.error: %s | msg=%r pos=%r" % (tmpl, e, e.msg, e.pos))
    except IndexError as e:
        print("%-12r IndexError: %s" % (tmpl, e))
for tmpl in [r"\g<nosuch>", r"\g<first>"]:
    try:
        print(tmpl, P.sub(tmpl, TEXT))
    except IndexError as e:
        print(tmpl, "IndexError:", e)

print("== replacement and string types ==")
print(re.sub(b"(o)", rb"[\1]", b"foo boo"))
print(re.sub(b"o", lambda m: m.group().upper(), b"foo"))
print(re.subn(b"(?P<c>.)", rb"\g<c>\g<c>", b"ab"))
for args in [("a", "x", b"a"), (b"a", b"x", "a"), ("a", "x", 5), (b"a", b"x", None)]:
    try:
        print(re.sub(*args))
    except TypeError as e:
        print("TypeError:", e)

print("== non-ASCII text ==")
print(re.sub(r"(\w+)", r"<\1>", "caf\u00e9 na\u00efve \u6771\u4eac"))
print(re.sub(r"\u00e9", "E", "\u00e9t\u00e9"), re.subn(".", "\U0001f600", "ab"))
print(re.sub(r"(?P<c>[^\x00-\x7f])", lambda m: "&#%d;" % ord(m["c"]), "\u00fcber caf\u00e9 \u2603"))

print("== literal-looking templates ==")
for tmpl in ["a-b", "$1", "%s", "{0}", "&", "\\\\", "\\\\g<0>"]:
    print(repr(tmpl), repr(re.sub("x", tmpl, "-x-")))
print(re.sub("x", re.escape("a.b"), "x"), re.sub("x", "\\\\", "axb"))
