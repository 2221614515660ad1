# Long strs with non-ASCII text: indexing, slicing and searching at every position
# (ember keeps a char index in such strs, so these take constant time).
pieces = ["a", "é", "中", "😀", "xyz", "ßü", "Ω"]


def build(n):
    out = []
    for k in range(n):
        out.append(pieces[(k * 7 + k // 5) % len(pieces)])
    return "".join(out)


def checksum(s):
    total = 0
    for i in range(len(s)):
        total = (total * 131 + ord(s[i])) % 1000000007
    for i in range(1, len(s) + 1):
        total = (total + ord(s[-i]) * i) % 1000000007
    return total


def slices(s):
    n = len(s)
    acc = 0
    for a in range(0, n, 37):
        for b in range(a, n + 40, 53):
            piece = s[a:b]
            acc += len(piece) + (ord(piece[0]) if piece else 0)
    for step in (2, 3, 7, 64, -1, -5):
        acc += len(s[::step]) * step
        acc += sum(ord(c) for c in s[5::step][:20])
    return acc


def searches(s):
    found = []
    for needle in ("中😀", "ßüΩ", "xyzé", "Ωa", "nope"):
        at = s.find(needle)
        found.append((needle, at, s.count(needle), s.rfind(needle)))
        if at >= 0:
            assert s[at:at + len(needle)] == needle
    return found


for n in (10, 63, 64, 65, 129, 500, 3000):
    s = build(n)
    print(n, len(s), checksum(s), slices(s))
    print(searches(s))

grown = ""
for k in range(2000):
    grown += pieces[k % len(pieces)]
print(len(grown), grown[1000:1010], grown[-7:], checksum(grown))
rev = grown[::-1]
print(rev[:9], rev[-9:], rev == "".join(reversed(grown)))
print([grown.index("😀", k) for k in range(0, 3000, 500) if k < len(grown)])
words = grown.split("😀")
print(len(words), words[3], "😀".join(words) == grown)
print(sorted(set(grown[100:400]), key=ord)[:5])
