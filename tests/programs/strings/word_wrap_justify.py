# Word wrapping and full justification of paragraphs: expandtabs, splitlines(keepends=True), ljust/rjust/center, line-ending bookkeeping.
TEXT = ("The quick brown fox\tjumps over the lazy dog.\r\n"
        "Pack my box with five dozen liquor jugs;\tsphinx of black quartz, judge my vow.\n"
        "\n"
        "How vexingly quick daft zebras jump!\rBright vixens jump; dozy fowl quack.\n"
        "no newline at the end")


def wrap(words, width):
    lines, cur, cur_len = [], [], 0
    for w in words:
        extra = len(w) + (1 if cur else 0)
        if cur and cur_len + extra > width:
            lines.append(cur)
            cur, cur_len = [w], len(w)
        else:
            cur.append(w)
            cur_len += extra
    if cur:
        lines.append(cur)
    return lines


def justify(words, width):
    if len(words) == 1:
        return words[0].ljust(width)
    gaps = len(words) - 1
    spaces = width - sum(len(w) for w in words)
    each, extra = divmod(spaces, gaps)
    out = ""
    for i, w in enumerate(words[:-1]):
        out += w + " " * (each + (1 if i < extra else 0))
    return out + words[-1]


raw_lines = TEXT.splitlines(keepends=True)
endings = {}
for ln in raw_lines:
    body = ln.rstrip("\r\n")
    end = ln[len(body):]
    endings[repr(end)] = endings.get(repr(end), 0) + 1
print(len(raw_lines), len(TEXT.splitlines()), sorted(endings.items()))
print([len(x) for x in TEXT.splitlines(True)])

expanded = [ln.expandtabs(8) for ln in TEXT.splitlines()]
for ln in expanded:
    print("|" + ln + "|")
print(repr("a\tbb\tccc\td".expandtabs(4)), repr("\t\t".expandtabs(3)))

paragraphs = []
cur = []
for ln in TEXT.splitlines():
    if ln.strip():
        cur.extend(ln.expandtabs().split())
    elif cur:
        paragraphs.append(cur)
        cur = []
if cur:
    paragraphs.append(cur)

for width in (24, 33):
    print("=" * width)
    for para in paragraphs:
        lines = wrap(para, width)
        for i, line in enumerate(lines):
            if i == len(lines) - 1:
                print(" ".join(line).ljust(width) + "|")
            else:
                print(justify(line, width) + "|")
        print("-" * width)
    print(" centered ".center(width, "*"))
    print("right".rjust(width, "."))

# hot loop: wrap a long generated text at many widths
vocab = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do"]
long_words = [vocab[(i * 7) % len(vocab)] + ("" if i % 5 else str(i)) for i in range(600)]
checks = []
for width in range(20, 80, 7):
    lines = wrap(long_words, width)
    longest = max(len(" ".join(l)) for l in lines)
    total = sum(len(justify(l, width)) for l in lines[:-1])
    checks.append((width, len(lines), longest, total))
for c in checks:
    print(c)
