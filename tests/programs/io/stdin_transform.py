# sys.stdin.read() of the whole input, then a line-oriented transformation written to a file and stdout.
import sys


def rot13(text):
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - 97 + 13) % 26 + 97))
        elif "A" <= ch <= "Z":
            out.append(chr((ord(ch) - 65 + 13) % 26 + 65))
        else:
            out.append(ch)
    return "".join(out)


def title_case(line):
    return " ".join(w[:1].upper() + w[1:] for w in line.split(" "))


data = sys.stdin.read()
print(len(data), data.count("\n"), repr(sys.stdin.read()))
lines = data.splitlines()
encoded = [rot13(line) for line in lines]
with open("encoded.txt", "w", encoding="utf-8") as f:
    for line in encoded:
        f.write(line + "\n")

with open("encoded.txt", encoding="utf-8") as f:
    decoded = [rot13(line.rstrip("\n")) for line in f]
print(decoded == lines)
for line in encoded[:5]:
    print(line)
for line in lines[-4:]:
    print(title_case(line))

lengths = [len(line) for line in lines]
print(min(lengths), max(lengths), sum(lengths))
vowels = 0
for line in lines:
    for ch in line.lower():
        if ch in "aeiou":
            vowels += 1
print("vowels", vowels)
sys.stdout.write("done: %d lines\n" % len(lines))
