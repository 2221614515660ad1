# Text files in UTF-8 with non-ASCII characters: written, read back by characters and lines.
WORDS = ["café", "naïve", "straße", "Ελλάδα", "日本語", "smörgåsbord", "🙂ok", "plain"]


def write_dictionary(path):
    with open(path, "w", encoding="utf-8") as f:
        for i in range(200):
            w = WORDS[i % len(WORDS)]
            f.write(f"{i}\t{w}\t{w.upper()}\n")


def letter_stats(path):
    counts = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            _, word, _ = line.rstrip("\n").split("\t")
            for ch in word:
                if ord(ch) > 127:
                    counts[ch] = counts.get(ch, 0) + 1
    return counts


write_dictionary("words.txt")
stats = letter_stats("words.txt")
for ch in sorted(stats):
    print(ch, hex(ord(ch)), stats[ch])

with open("words.txt", encoding="utf-8") as f:
    text = f.read()
print(len(text), text.count("é"), text.count("\t"))

with open("words.txt", encoding="utf-8") as f:
    print(repr(f.read(9)))
    print(repr(f.read(3)))
    print(repr(f.readline()))

with open("words.txt", encoding="UTF-8") as f:
    lines = f.readlines()
print(lines[4].rstrip("\n").split("\t"))
print(lines[5].rstrip("\n").split("\t"))

with open("greek.txt", "w", encoding="utf-8") as f:
    f.writelines(["αβγ\n", "δεζ\n", "ηθι"])
with open("greek.txt", "a", encoding="utf-8") as f:
    print("κλμ", "νξο", sep="|", file=f)
with open("greek.txt", encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        print(n, repr(line), len(line))

reversed_words = []
with open("words.txt", encoding="utf-8") as f:
    for line in f:
        word = line.split("\t")[1]
        reversed_words.append(word[::-1])
print(reversed_words[:8])
print(sorted(set(reversed_words)))
