# str.isdigit, isnumeric, isdecimal, isalpha and isalnum follow Unicode's numeric
# types and letter categories as CPython 3.11 does (Unicode 14): a superscript is a
# digit but no decimal, a fraction or a Roman numeral is numeric but no digit, a CJK
# numeral is numeric (and a letter), a vowel sign is no letter.

SAMPLES = [
    ("ascii digits", "0123456789"),
    ("arabic-indic", "٠١٢٣"),
    ("devanagari digits", "०१२"),
    ("fullwidth", "１２３"),
    ("superscripts", "²³¹⁰"),
    ("subscripts", "₀₁₂"),
    ("circled", "①②⑳"),
    ("dingbat circled", "❶➀"),
    ("half", "½"),
    ("fractions", "¼¾⅓"),
    ("roman", "ⅫⅣ"),
    ("small roman", "ⅰⅱ"),
    ("cjk numerals", "一二三四"),
    ("cjk capital", "壹贰"),
    ("ten thousand", "万"),
    ("ethiopic", "፩፪"),
    ("vulgar zero thirds", "↉"),
    ("letters", "abcXYZ"),
    ("greek", "αβγ"),
    ("devanagari word", "नमस्ते"),
    ("vowel sign", "ा"),
    ("combining acute", "e\u0301"),
    ("modifier letter", "ʰ"),
    ("titlecase", "ǅ"),
    ("mixed", "abc123"),
    ("mixed numeric", "x½"),
    ("empty", ""),
    ("space", " "),
    ("minus", "-1"),
]


def flags(s):
    return "".join(
        "1" if f() else "0"
        for f in (s.isdigit, s.isnumeric, s.isdecimal, s.isalpha, s.isalnum)
    )


for name, s in SAMPLES:
    print(f"{name:20} digit/numeric/decimal/alpha/alnum {flags(s)}")


# Every code point below 0x3100 and every seventh one up to 0x30000 (the planes
# with letters and digits), folded into weighted counts per predicate: a difference
# anywhere shows in a count. (Lone surrogates are left out: ember's strs cannot
# hold them.)
counts = [0, 0, 0, 0, 0]
for cp in list(range(0x3100)) + list(range(0x3100, 0x30000, 7)):
    if 0xD800 <= cp < 0xE000:
        continue
    c = chr(cp)
    for k, f in enumerate((c.isdigit, c.isnumeric, c.isdecimal, c.isalpha, c.isalnum)):
        if f():
            counts[k] += cp
print("weighted counts", counts)


class Text(str):
    pass


print(Text("²").isdigit(), Text("½").isnumeric(), Text("½").isdigit(), Text("Ⅻ").isalpha())
print(int("٣٤"), "²".isdecimal())
try:
    int("²")
except ValueError as e:
    print("ValueError", e)
