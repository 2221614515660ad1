# `len` and `ord` of strs in loops, which compiled code reads without calling the
# builtins: ASCII and non-ASCII text, one-char strs from iteration and indexing, and
# the TypeError of `ord` on a str of another length.


def checksum(text):
    total = 0
    for c in text:
        total = (total * 31 + ord(c)) % 1_000_003
    return total, len(text)


def lengths(words):
    return [len(w) for w in words], sum(len(w) for w in words)


def widest(lines):
    best = ""
    for line in lines:
        if len(line) > len(best):
            best = line
    return best, len(best)


def codes_by_index(s):
    out = []
    for i in range(len(s)):
        out.append(ord(s[i]))
    return out


def ord_errors(items):
    seen = []
    for item in items:
        try:
            seen.append(ord(item))
        except TypeError as e:
            seen.append(str(e))
    return seen


def shadowed():
    def len(x):
        return -1

    return len("abc")


def main():
    ascii_text = "The quick brown fox jumps over the lazy dog. " * 20
    mixed = "naïve café — ζβγ, 東京, emoji 🎉! " * 12
    for _ in range(40):
        a = checksum(ascii_text)
        b = checksum(mixed)
    print(a, b)
    words = ascii_text.split() + mixed.split()
    for _ in range(40):
        r = lengths(words)
    print(r[1], r[0][:12])
    print(widest(["ab", "ζζζζ", "", "abc", "東京東京東京"]))
    print(codes_by_index("aé東🎉z"))
    for _ in range(40):
        errs = ord_errors(["a", "é", "ab", "", "🎉", "xyz"])
    print(errs)
    print(shadowed(), len(""), len("🎉"), ord("\x00"), ord("\x7f"), ord("\x80"))


main()


def chars_by_index(s, positions):
    out = []
    for i in positions:
        try:
            out.append(s[i])
        except IndexError as e:
            out.append(str(e))
    return "".join(out)


for _ in range(40):
    picked = chars_by_index("héllo wörld 東京🎉", [0, 1, 4, -1, -2, 12, 13, 14, 15, 16, -17, -18, 100])
    plain = chars_by_index("plain ascii text", [0, 3, -1, 15, 16, -16, -17])
print(picked, plain)


def caesar(text, shift):
    out = []
    for c in text:
        if "a" <= c <= "z":
            out.append(chr((ord(c) - 97 + shift) % 26 + 97))
        else:
            out.append(c)
    return "".join(out)


def code_points(codes):
    out = []
    for k in codes:
        try:
            out.append(chr(k))
        except (ValueError, OverflowError) as e:
            out.append(f"<{type(e).__name__}: {e}>")
    return "".join(out)


for _ in range(40):
    secret = caesar("the quick brown fox, 東京!", 3)
    made = code_points([65, 0, 127, 128, 255, 256, 0x4E2D, 0x1F389, 0x10FFFF, -1, 0x110000, 1 << 40])
print(secret, caesar(secret, 23))
print(ascii(made))
