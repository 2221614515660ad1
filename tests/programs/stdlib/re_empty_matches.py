# Patterns that can match the empty string, in sub/subn/split/findall/finditer:
# where the empty matches go, how they interleave with non-empty ones, and how a
# match right after an empty one is found (x*, \b, a*?, |a, (?=x), ^, $ ...).
import re

PATTERNS = [
    "x*", "x*?", "x?", "x??", "", "\\b", "\\B", "a*?", "|a", "a|", "(?=x)", "(?!x)", "(?<=x)", "(?<!x)",
    "^", "$", "(?m)^", "(?m)$", "\\A", "\\Z", "x*|b", "b|x*", "a|(?=b)", "(?:)", "()", "(x)*", "(x*)",
    "(x)|(?=y)", "\\s*", "[^a]*", ".*", ".*?", "(?s).*", "(?:a|)+?", "a{0}", "(?:)|x", "x{0,2}", "\\d*", "(a?)(b?)",
]
SUBJECTS = ["", "a", "x", "abc", "axxb", "xx", "a x\nb", "xaxbx", "ab\n", "\u00e9x\u00e9"]

for pat in PATTERNS:
    p = re.compile(pat)
    print("== %r ==" % pat)
    for s in SUBJECTS:
        if pat == "\\B" and not s:
            continue
        print("  %-10r sub=%r subn1=%r" % (s, p.sub("-", s), p.subn("<\\g<0>>", s, 1)))
        print("  %-10s split=%r" % ("", p.split(s)))
        print("  %-10s findall=%r iter=%r" % ("", p.findall(s), [m.span() for m in p.finditer(s)]))

print("== maxsplit and count with empty matches ==")
for n in range(5):
    print(n, re.split("x*", "axbxxc", n), re.sub("x*", "-", "axbxxc", n), re.split(r"\b", "ab cd", n))

print("== replacement functions see every empty match ==")
spans = []
def mark(m):
    spans.append((m.start(), m.end(), m.group()))
    return "[%s]" % m.group()
print(re.sub(r"x*", mark, "axxbx"))
print(spans)
print(re.sub(r"(?=[A-Z])", "_", "camelCaseStringHere").lower())
print(re.sub(r"(?<=\d)(?=(\d{3})+$)", ",", "1234567890"))
print(re.sub(r"^", "> ", "one\ntwo\nthree", flags=re.M))
print(re.sub(r"$", ";", "one\ntwo\nthree\n", flags=re.M))
print(re.sub(r"\s*$", "", "trailing   \n"), repr(re.sub(r"^\s*", "", "   leading")))

print("== pos and endpos with empty matches ==")
p = re.compile(r"x*")
for pos, endpos in [(0, 5), (1, 4), (2, 2), (3, 1), (5, 5), (0, 0)]:
    print(pos, endpos, p.findall("axxbx", pos, endpos), [m.span() for m in p.finditer("axxbx", pos, endpos)])
print(p.search("axxbx", 5).span(), p.match("axxbx", 1, 2).span(), p.fullmatch("axxbx", 3, 3).span())
