# A wc/grep-like filter over sys.stdin (`for line in sys.stdin`): line/word/char counts, longest line, matches written to a file and echoed.
import sys

PATTERN = "error"
lines = words = chars = blank = 0
longest = (0, 0, "")
matches = []
lengths = {}
trailing_ws = 0
for n, line in enumerate(sys.stdin, 1):
    lines += 1
    chars += len(line)
    body = line.rstrip("\n")
    if body != body.rstrip():
        trailing_ws += 1
    ws = body.split()
    words += len(ws)
    if not ws:
        blank += 1
    if len(body) > longest[0]:
        longest = (len(body), n, body)
    bucket = len(body) // 10 * 10
    lengths[bucket] = lengths.get(bucket, 0) + 1
    if PATTERN in body.lower():
        matches.append((n, body.strip()))

print(f"{lines:>7}{words:>8}{chars:>8}")
print("blank", blank, "trailing-ws", trailing_ws, "longest", longest[:2], repr(longest[2][:30]))
print(sorted(lengths.items()))
with open("matches.txt", "w") as out:
    for n, text in matches:
        out.write(f"{n}:{text}\n")
with open("matches.txt") as f:
    got = f.read().splitlines()
print(len(got), got[:3], got[-1])

# stdin is exhausted now: further reads return empty
print(repr(sys.stdin.readline()), repr(sys.stdin.read()), list(sys.stdin))

# word frequency over the matched lines only, done many times to make it hot
freq = {}
for rep in range(60):
    for _, text in matches:
        for w in text.lower().split():
            w = w.strip(".,:;!()[]")
            if w:
                freq[w] = freq.get(w, 0) + 1
print(sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:6])
sys.exit(1 if matches else 0)
