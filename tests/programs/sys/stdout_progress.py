# sys.stdout.write (its return value), flush, print(end=...) interleaving, and sys.stderr.write at the end.
import sys


def progress(done, total, width=20):
    filled = done * width // total
    return "[" + "#" * filled + "." * (width - filled) + "] %3d%%" % (done * 100 // total)


def render_table(rows):
    widths = [max(len(str(row[i])) for row in rows) for i in range(len(rows[0]))]
    written = 0
    for row in rows:
        for i, cell in enumerate(row):
            written += sys.stdout.write(str(cell).rjust(widths[i]) + (" | " if i < len(row) - 1 else "\n"))
    return written


total = 0
for step in range(0, 101, 20):
    n = sys.stdout.write(progress(step, 100) + "\n")
    total += n
sys.stdout.flush()
print("bytes written:", total)

rows = [("name", "qty", "price")]
for i in range(12):
    rows.append(("item%d" % i, i * 7 % 5, "%.2f" % (i * 1.25)))
print("table chars:", render_table(rows))

count = 0
for i in range(400):
    if i % 50 == 0:
        print(i, end=" ")
        count += 1
print()
print("marks", count, end="\n\n")
print("a", "b", sep="", end="")
sys.stdout.write("|c\n")
print(sys.stdout.write(""), sys.stdout.write("é\n"))
out = sys.stdout
out.write("via alias\n")
print("to stdout", file=sys.stdout)
print("first warning", file=sys.stderr)
sys.stderr.write("final: %d rows\n" % (len(rows) - 1))
sys.stderr.flush()
