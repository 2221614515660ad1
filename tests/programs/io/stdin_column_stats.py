# Column statistics over whitespace-separated numbers on stdin: a readline() header, then iteration; bad cells counted; results saved to a TSV file and re-read.
import sys

header = sys.stdin.readline().split()
cols = len(header)
sums = [0.0] * cols
counts = [0] * cols
mins = [None] * cols
maxs = [None] * cols
bad = []
rows = 0
for lineno, line in enumerate(sys.stdin, 2):
    if line.startswith("#") or not line.strip():
        continue
    cells = line.split()
    rows += 1
    if len(cells) != cols:
        bad.append((lineno, "width %d" % len(cells)))
    for i, cell in enumerate(cells[:cols]):
        try:
            v = float(cell) if "." in cell or "e" in cell else int(cell)
        except ValueError:
            bad.append((lineno, header[i], cell))
            continue
        sums[i] += v
        counts[i] += 1
        mins[i] = v if mins[i] is None or v < mins[i] else mins[i]
        maxs[i] = v if maxs[i] is None or v > maxs[i] else maxs[i]

print("columns:", header, "rows:", rows)
with open("stats.tsv", "w") as out:
    out.write("\t".join(["col", "n", "sum", "mean", "min", "max"]) + "\n")
    for i, name in enumerate(header):
        mean = sums[i] / counts[i] if counts[i] else float("nan")
        out.write(f"{name}\t{counts[i]}\t{sums[i]:.3f}\t{mean:.3f}\t{mins[i]}\t{maxs[i]}\n")
with open("stats.tsv") as f:
    table = [line.rstrip("\n").split("\t") for line in f]
widths = [max(len(row[j]) for row in table) for j in range(len(table[0]))]
for row in table:
    print("  ".join(cell.rjust(w) for cell, w in zip(row, widths)))
print("bad cells:", len(bad))
for b in bad[:5]:
    print("  ", b)
best = max(range(cols), key=lambda i: sums[i] / max(counts[i], 1))
print("highest mean:", header[best])
sys.stdout.flush()
if bad:
    sys.exit(3)
