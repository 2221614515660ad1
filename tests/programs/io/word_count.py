# Word counts over a generated text file: frequencies, longest words, lines per paragraph.
VOCAB = ["the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "and", "runs",
         "away", "from", "a", "big", "red", "barn"]


def generate(path, paragraphs):
    seed = 7
    with open(path, "w") as f:
        for p in range(paragraphs):
            nlines = 2 + p % 4
            for _ in range(nlines):
                words = []
                for _ in range(3 + seed % 6):
                    seed = (seed * 1103515245 + 12345) % 2147483648
                    words.append(VOCAB[seed % len(VOCAB)])
                f.write(" ".join(words).capitalize() + ".\n")
            f.write("\n")


class Counter:
    def __init__(self):
        self.counts = {}
        self.lines = 0
        self.paragraphs = 0

    def feed(self, line):
        self.lines += 1
        for raw in line.split():
            word = raw.strip(".,").lower()
            if word:
                self.counts[word] = self.counts.get(word, 0) + 1

    def most_common(self, n):
        return sorted(self.counts.items(), key=lambda kv: (-kv[1], kv[0]))[:n]


generate("story.txt", 60)
counter = Counter()
sizes = []
current = 0
with open("story.txt") as f:
    for line in f:
        if line == "\n":
            counter.paragraphs += 1
            sizes.append(current)
            current = 0
        else:
            counter.feed(line)
            current += 1

print("lines", counter.lines, "paragraphs", counter.paragraphs)
print("sizes", sizes[:12], sum(sizes))
print("distinct", len(counter.counts), "total", sum(counter.counts.values()))
for word, n in counter.most_common(6):
    print(f"{word:<6}{n:>4}")
missing = [w for w in VOCAB if w not in counter.counts]
print("missing", missing)

with open("story.txt") as f:
    text = f.read()
chars = len(text)
words = len(text.split())
print("wc:", text.count("\n"), words, chars)

with open("counts.txt", "w") as out:
    for word in sorted(counter.counts):
        out.write(f"{word} {counter.counts[word]}\n")
with open("counts.txt") as f:
    back = {}
    for line in f.readlines():
        w, n = line.split()
        back[w] = int(n)
print(back == counter.counts, len(back))
with open("story.txt") as f:
    print(f.readline(), end="")
    print(f.readline().upper(), end="")
