# split (with and without capture groups, maxsplit), findall (0, 1 and many
# groups), finditer (spans, groups, pos/endpos) on ordinary and tricky inputs.
import re

print("== split ==")
cases = [
    (r"\s+", "  alpha beta\tgamma\n delta  "),
    (r",\s*", "a, b,c,   d"),
    (r"(,)\s*", "a, b,c"),
    (r"(,)|(;)", "a,b;c"),
    (r"(?:,|;)", "a,b;c"),
    (r"[-+*/]", "1+2*3-4/5"),
    (r"([-+*/])", "1+2*3-4/5"),
    (r"(\d)", "a1b2c3"),
    (r"x", "axbxcx"),
    (r"x", "xaxbx"),
    (r"x", ""),
    (r"x", "abc"),
    (r"(a)(b)?", "1a2ab3"),
    (r"\n", "line1\nline2\n\nline4\n"),
    (r"(?m)^#.*\n", "#c\nkeep\n#d\nalso\n"),
    (r"[.!?]\s*", "One. Two! Three? Four"),
    (r"(?i)and", "bread AND butter and jam"),
    (r"\W+", "Hello, world! How's it going?"),
    (r"(\W+)", "Hello, world!"),
    (r"\u00b7", "a\u00b7b\u00b7c"),
    (r"(?<=,)", "a,b,c"),
    (r"(?=[A-Z])", "splitCamelCaseWords"),
    (r"\b", "hi there"),
]
for pat, s in cases:
    print("%-16r %r" % (pat, re.split(pat, s)))
for n in [0, 1, 2, 3, 99, -1]:
    print("maxsplit", n, re.split(r"\s", "a b c d", n), re.split(r"(\s)", "a b c d", maxsplit=n))
p = re.compile(r"[:=]")
print(p.split("k=v:w"), p.split("k=v:w", 1), p.split(string="::", maxsplit=1))

print("== findall ==")
fcases = [
    (r"\d+", "a1 b22 c333 d"),
    (r"(\d)(\d)", "12 345 6789"),
    (r"(\w+)=(\w*)", "a=1 b= c=3"),
    (r"(\w+)(?:=(\w+))?", "a=1 b c=3"),
    (r"(a)|(b)", "abcab"),
    (r"((a)b)", "abab"),
    (r"[aeiou]", "onomatopoeia"),
    (r"(?:ab)+", "ababxab"),
    (r"(ab)+", "ababxab"),
    (r"\b\w", "the quick brown fox"),
    (r"\w+(?=\.)", "a.b c. d.e"),
    (r"(?<=#)\w+", "#tag1 x #tag2"),
    (r"[A-Z][a-z]+", "Alice met Bob and CAROL"),
    (r"\$\d+(?:\.\d\d)?", "cost $12.50 or $7 or $.5"),
    (r"(\w)\1", "aabbcdde"),
    (r"(?i)[a-f0-9]{2}", "FF 0a Zz 9G"),
    (r"(?s)<.*?>", "<a>\n<b\n>"),
    (r"(?m)^\w+", "first line\nsecond one\n third"),
    (r"(?m)\w+$", "first line\nsecond one\n third"),
    (r"x*", "axxb"),
    (r"\w+", "caf\u00e9 \u00fcber \u6771\u4eac 123"),
]
for pat, s in fcases:
    print("%-22r %r" % (pat, re.findall(pat, s)))
p = re.compile(r"\d")
print(p.findall("0123456789", 3), p.findall("0123456789", 3, 6), p.findall("0123456789", endpos=2))
print(p.findall("0123456789", 8, 3), p.findall("0123456789", -4, -1), p.findall("0123456789", 9, 99))

print("== finditer ==")
for pat, s in [(r"\d+", "a1 b22 c333"), (r"(?P<k>\w+):(?P<v>\w+)", "a:1 bb:22 c:"), (r"(a)?b", "ab b ab"),
               (r"\s*", "a b"), (r".", "\u00e9\u00e8")]:
    it = re.finditer(pat, s)
    for m in it:
        print("  %-22r %r %r %r %r" % (pat, m.span(), m.group(), m.groups(), m.groupdict()))
p = re.compile(r"\w")
print([m.span() for m in p.finditer("abcdef", 2, 5)], [m.pos for m in p.finditer("abcdef", 2, 5)])
it = p.finditer("xy")
print(next(it).group(), next(it).group(), next(it, "done"))
print(list(re.finditer("z", "abc")))

print("== larger input ==")
words = ["w%03d" % i for i in range(300)]
text = ", ".join(words)
print(len(re.findall(r"w\d+", text)), len(re.split(r",\s", text)), re.findall(r"w(\d)99", text))
print(sum(1 for _ in re.finditer(r"\d{3}", text)), re.split(r",\s", text, 3)[:4])
csv = "\n".join("%d,%s,%d.%d" % (i, "name%d" % i, i * 7, i % 10) for i in range(50))
rows = [re.split(",", line) for line in re.findall(r"(?m)^.*$", csv) if line]
print(len(rows), rows[0], rows[-1])
print(re.findall(r"(?m)^(\d+),name\1,(\d+)\.(\d)$", csv)[:5])
