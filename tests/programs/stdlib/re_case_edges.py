# Case-insensitive matching of the dotted and dotless i, \B in an empty text, and
# case-insensitive backreferences over letters with two case forms.
import re

text = "i\u0130I\u0131 x"
for p in ["(?i)i", "(?i)I", "(?i)\u0130", "(?i)\u0131", "(?i)[i]", "(?i)[^i]", "(?i)[h-j]+", "i", "(?a)(?i)i"]:
    print(ascii(p), ascii(re.findall(p, text)))
for p in [r"\B", r"\b", r"(?a)\B", r"^\B$", r"\B|x"]:
    print(p, re.search(p, ""), re.findall(p, ""), re.findall(p, "ab"))
print(re.findall(rb"\B", b""), re.search(rb"\B", b"a"))
for s in ["\u00e9t\u00e9 \u00c9T\u00c9", "\u00f1and\u00fa \u00d1AND\u00da", "\u0436\u0443\u043a \u0416\u0423\u041a"]:
    m = re.match(r"(?i)(\w+) \1", s)
    print(ascii(s), m and m.span())
