# Lookahead, lookbehind (fixed width), atomic groups, possessive repeats,
# conditionals and backreferences, including groups captured inside lookarounds.
import re


def run(pat, s, how="search"):
    try:
        m = getattr(re, how)(pat, s)
    except re.error as e:
        print("%-30r %-14r error: %s" % (pat, s, e))
        return
    if m is None:
        print("%-30r %-14r None" % (pat, s))
    else:
        print("%-30r %-14r %r %r %r" % (pat, s, m.span(), m.group(), m.groups()))


print("== lookahead ==")
for pat, s in [(r"a(?=b)", "acab"), (r"a(?!b)", "abac"), (r"\w+(?=,)", "one,two,three"),
               (r"(?=(\w+))\w", "abc"), (r"(?!x)\w+", "xab"), (r"(?=a(?=b))", "xab"),
               (r"x(?=y)(?=y)y", "xy"), (r"(?=.*\d)(?=.*[a-z])\w{4,}", "ab1c"), (r"\b(?!un)\w+", "unhappy happy"),
               (r"(?!(a))\w", "ab"), (r"(?!(a)b)\w", "ac"), (r"(?!(a)c)\w", "ac"), (r"q(?!u)", "quit qat"),
               (r"(?=(\d{3}))", "12345"), (r"\d+(?=%)", "50% of 200"), (r"(?=x)", ""), (r"(?!)", "a"), (r"(?=)", "a")]:
    run(pat, s)
print(re.findall(r"(?=(\d\d))", "12345"), re.findall(r"\d(?=(\d))", "1234"))
print(re.sub(r"(?=(\d{3})+$)", ",", "1234567"), re.sub(r"\B(?=(\d{3})+(?!\d))", ",", "9876543210"))

print("== lookbehind ==")
for pat, s in [(r"(?<=a)b", "cbab"), (r"(?<!a)b", "abcb"), (r"(?<=ab|cd)e", "xcde"), (r"(?<=\d{3})x", "12x123x"),
               (r"(?<=(a))b", "ab"), (r"(?<=(\w))\d", "a1"), (r"(?<!(\w))\d", " 1"), (r"(?<=\\)n", "a\\n"),
               (r"(?<=^)a", "a"), (r"(?<=^a)b", "ab"), (r"(?<=\ba)b", " ab"), (r"(?<=a$)", "a"), (r"(?<=\n)b", "a\nb"),
               (r"(?<=[a-c]{2})d", "xbcd"), (r"(?<=(?:ab){2})c", "ababc"), (r"(?<=a.c)d", "a\u00e9cd"),
               (r"(?<=\u00e9)x", "\u00e9\u00e9x"), (r"(?<=\w\w)x", "\u4e2d\u6587x"), (r"(?<!\u00e9)x", "\u00e9x ax"),
               (r"(?i)(?<=\u00c9)x", "\u00e9x"), (r"(?<=a|b)c", "bc"), (r"(?<=(a)|b)c", "bc"), (r"(?<=a(?#c)b)c", "abc"),
               (r"(?<=a{2})b", "aab"), (r"(?<=a{0})b", "ab"), (r"(?<=\x41)b", "Ab"), (r"(?<=a)(?<!b)c", "ac"),
               (r"(?<=a(?<=a))b", "ab"), (r"(?<=(?=a)a)b", "ab"), (r"(?<=(?!x)a)b", "ab"), (r"(?<=\$)\d+", "cost $45")]:
    run(pat, s)
print(re.findall(r"(?<=-)\w+", "a-b-cd e-f"), re.findall(r"(?<![\w.])\d+", "x1 22 .3 4"))
print(re.split(r"(?<=[.!?]) ", "One. Two! Three? Four."))

print("== lookbehind and pos ==")
p = re.compile(r"(?<=a)b")
print(p.search("ab", 1), p.match("ab", 1), p.findall("abab", 1), p.search("xb", 1))
p = re.compile(r"(?<!a)b")
print(p.search("ab", 1), p.match("bb", 1))

print("== atomic groups and possessive repeats ==")
for pat, s in [(r"(?>a+)b", "aab"), (r"(?>a+)ab", "aab"), (r"(?>(a+))b", "aab"), (r"(?>a|ab)$", "ab"),
               (r"(?:a|ab)$", "ab"), (r"a++$", "aaa"), (r"a*+a", "aaa"), (r"[ab]*+b", "aab"), (r"(?:ab)++", "ababa"),
               (r"\d{2,}+\d", "12345"), (r"\d{2,3}+\d", "12345"), (r"a{3}+", "aaaa"), (r"(?:a|b)*+c", "ababc"),
               (r"(a|b)*+c", "ababc"), (r"\w++\s", "word next"), (r"\d?+\d", "1"), (r"\d?+\d", "12"),
               (r'"(?>[^"\\]+|\\.)*"', r'x "a\"b" y'), (r"(?>x*)*y", "xxy")]:
    run(pat, s)
for pat, s in [(r"(?:a+)++", "aaa"), (r"a++", "aaa"), (r"(?>a+)b?", "aaa"), (r"(?>a*)a", "aa")]:
    run(pat, s, "fullmatch")

print("== conditionals ==")
for pat, s in [(r"(a)?(?(1)b|c)", "ab"), (r"(a)?(?(1)b|c)", "c"), (r"(a)?(?(1)b|c)", "ac"), (r"(a)?(?(1)b)", "x"),
               (r"(?P<q><)?\w+(?(q)>)", "<tag>"), (r"(?P<q><)?\w+(?(q)>)", "tag>"), (r"(?P<q><)?\w+(?(q)>|$)", "<tag"),
               (r"(?:(a)|b)(?(1)c|d)", "bd"), (r"(?:(a)|b)+(?(1)c|d)", "abc"), (r"(?:(a)|b)+(?(1)c|d)", "abd"),
               (r"(?(1)a|b)(x)?", "b"), (r"((a)|b)(?(2)c|d)", "bd"), (r"(?P<a>x)(?(a)y|z)", "xy"),
               (r"^(\()?\d+(?(1)\))$", "(12)"), (r"^(\()?\d+(?(1)\))$", "(12"), (r"^(\()?\d+(?(1)\))$", "12")]:
    run(pat, s)

print("== backreferences ==")
for pat, s in [(r"(a)?\1", "b"), (r"(a)?b\1", "b"), (r"(a)|\1", "x"), (r"(?:(a)|b)\1", "ba"), (r"(a)(?:\1)*", "aaaa"),
               (r"(a+)\1", "aaaaa"), (r"(a+?)\1", "aaaaa"), (r"(a*)\1\1", "aaaaaaa"), (r"(\w)(\w)\2\1", "abba"),
               (r"(\w)\1", "abcdde"), (r"(?P<q>['\"]).*?(?P=q)", "\"it's\" x"), (r"(\d)(?<=(\d))", "5"),
               (r"(?i)(\w+) \1", "Hello HELLO"), (r"(?i)(\u00e9t\u00e9) \1", "\u00e9t\u00e9 \u00c9T\u00c9"),
               (r"(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\10", "abcdefghijj"), (r"(a)\10", "a\x08"), (r"(a)\1\01", "aa\x01"),
               (r"(\w+)\s+\1\b", "it is is ok"), (r"(?P<x>.)(?P=x){2}", "abbbc")]:
    run(pat, s)
print(re.findall(r"(\w)\1+", "aabcccdd"), re.sub(r"(\w)\1", r"<\1>", "aabbc"))
print(re.sub(r"\b(\w+)( \1\b)+", r"\1", "this is is a test test test of of dedup"))
print(re.findall(r"(?m)^(\w+):.*\n(?=\1:)", "a:1\na:2\nb:3\nb:4\nc:5\n"))

print("== captures inside repeats and alternations ==")
for pat, s in [(r"(?:(a)x|ab)", "ab"), (r"(?:(a)|ab)c", "abc"), (r"(a)*b", "aab"), (r"(?:(a)|b)*c", "abc"),
               (r"(?:(a)|(b))*c", "abac"), (r"(?>(a)|b)c", "ac"), (r"((?>a*))b", "aab"), (r"(a)++", "aa"),
               (r"(a+|b+)*c", "aabbc"), (r"(a)?(?(1)(b)|(c))", "c"), (r"(?:(a)|b?)*", "ab"),
               (r"(?:(a)|(b)|c?)+", "ab"), (r"((a)|b)*", "ab"), (r"((a)|b)*?c", "abc"), (r"(?:(a)b|ac)*", "abac"),
               (r"(?:(\w)\s?)*", "a b c"), (r"(\w+\s?)*", "ab cd"), (r"(\w+\s*)*$", "ab cd"), (r"(a|b)*?c", "abc")]:
    run(pat, s, "match")
