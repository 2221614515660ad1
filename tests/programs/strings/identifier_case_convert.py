# Converting names between snake_case, camelCase and Title Case, validated with isidentifier/istitle/isascii/isupper and keyword checks.
KEYWORDS = {"class", "def", "return", "lambda", "None", "True", "import", "from"}


def split_words(name):
    words = []
    cur = ""
    for i, ch in enumerate(name):
        if ch in "_- ":
            if cur:
                words.append(cur)
            cur = ""
        elif ch.isupper() and cur and (cur[-1].islower() or cur[-1].isdigit() or
                                       (i + 1 < len(name) and name[i + 1].islower())):
            words.append(cur)
            cur = ch
        else:
            cur += ch
    if cur:
        words.append(cur)
    return [w.casefold() if w.isascii() else w.lower() for w in words]


def to_snake(name):
    return "_".join(split_words(name))


def to_camel(name):
    ws = split_words(name)
    return ws[0] + "".join(w.capitalize() for w in ws[1:]) if ws else ""


def to_title(name):
    return " ".join(w.capitalize() for w in split_words(name))


def check(name):
    flags = []
    if not name.isascii():
        flags.append("non-ascii")
    if not name.isidentifier():
        flags.append("not-identifier")
    elif name in KEYWORDS:
        flags.append("keyword")
    if name.istitle():
        flags.append("title")
    if name.isupper():
        flags.append("upper")
    if name.islower():
        flags.append("lower")
    return flags


NAMES = ["parseHTTPResponse", "user_id", "XMLHttpRequest", "get2ndItem", "already-kebab-case",
         "__private_name", "class", "Ünïcode_name", "9lives", "Title Case Words", "CONSTANT_VALUE",
         "simple", "a", "_", "camelCase2Go"]
for n in NAMES:
    s = to_snake(n)
    c = to_camel(n)
    t = to_title(n)
    print(f"{n!r:24} -> {s!r:22} {c!r:20} {t!r}")
    print(f"{'':24}    {check(n)} {check(s)} {t.istitle()}")

# is* predicates on the generated variants (hot loop)
counts = {"identifier": 0, "title": 0, "ascii": 0, "keyword": 0, "roundtrip": 0}
for i in range(500):
    base = ["load", "Data", "from", "URL", "v%d" % (i % 10), "x"][i % 6:] + ["item"]
    raw = "".join(w.capitalize() if j else w for j, w in enumerate(base))
    snake = to_snake(raw)
    if snake.isidentifier():
        counts["identifier"] += 1
    if to_title(raw).istitle():
        counts["title"] += 1
    if raw.isascii():
        counts["ascii"] += 1
    if split_words(raw)[0] in KEYWORDS:
        counts["keyword"] += 1
    if to_snake(to_camel(snake)) == snake:
        counts["roundtrip"] += 1
print(counts)
print("".isidentifier(), "".istitle(), "".isascii(), "Ab Cd".istitle(), "AB Cd".istitle(), "Ab1 2Cd".istitle())
