# Universal newlines: "\r\n" written to a file read back as "\n" in text mode.
def write_windows_file(path, rows):
    with open(path, "w") as f:
        for i, row in enumerate(rows):
            f.write(row)
            f.write("\r\n" if i % 3 else "\n")


def read_lines(path):
    with open(path) as f:
        return f.readlines()


rows = []
for i in range(120):
    rows.append("row %d %s" % (i, "x" * (i % 5)))
write_windows_file("win.txt", rows)

lines = read_lines("win.txt")
print(len(lines), lines[:4])
print(all(l.endswith("\n") for l in lines), any("\r" in l for l in lines))
print([l.rstrip("\n") for l in lines] == rows)

with open("win.txt") as f:
    whole = f.read()
print(len(whole), whole.count("\n"), whole.count("\r"))

with open("win.txt") as f:
    first = f.read(7)
    second = f.readline()
print(repr(first), repr(second))

total = 0
with open("win.txt") as f:
    for line in f:
        total += len(line)
print(total)

with open("mixed.txt", "w") as f:
    f.write("a\r\nb\r\nc\nd\r\n\r\ne")
with open("mixed.txt") as f:
    print(f.readlines())
with open("mixed.txt") as f:
    print(repr(f.read()))
with open("mixed.txt") as f:
    print([line for line in f])
