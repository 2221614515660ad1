# A size-based log rotator: records appended with mode "a", rotation shifts app.log -> app.log.1 -> app.log.2 by copying, the oldest is dropped.
MAX_LINES = 40
KEEP = 3


def count_lines(path):
    try:
        with open(path) as f:
            return sum(1 for _ in f)
    except FileNotFoundError:
        return 0


def copy(src, dst):
    with open(src) as fin, open(dst, "w") as fout:
        fout.write(fin.read())


def rotate(base):
    # shift base.(KEEP-1) -> base.KEEP ... base -> base.1, then truncate base
    for i in range(KEEP - 1, 0, -1):
        src = f"{base}.{i}"
        if exists(src):
            copy(src, f"{base}.{i + 1}")
    copy(base, f"{base}.1")
    open(base, "w").close()


def exists(path):
    try:
        open(path).close()
        return True
    except FileNotFoundError:
        return False


class RotatingLog:
    def __init__(self, base):
        self.base = base
        self.rotations = 0
        self.lines = count_lines(base)

    def write(self, level, msg):
        if self.lines >= MAX_LINES:
            rotate(self.base)
            self.rotations += 1
            self.lines = 0
        with open(self.base, "a") as f:
            n = f.write(f"{level:<5} {msg}\n")
        self.lines += 1
        return n


log = RotatingLog("app.log")
written = 0
for i in range(230):
    level = ("INFO", "WARN", "ERROR", "DEBUG")[i % 4 if i % 9 else 2]
    written += log.write(level, f"event {i} value={i * i % 97}")
print(log.rotations, log.lines, written)
for name in ["app.log", "app.log.1", "app.log.2", "app.log.3", "app.log.4"]:
    if exists(name):
        with open(name) as f:
            lines = f.readlines()
        print(name, len(lines), lines[0].split()[2] if lines else "-", lines[-1].rstrip() if lines else "-")
    else:
        print(name, "missing")

# a second logger object resumes appending to the existing file
again = RotatingLog("app.log")
print(again.lines)
again.write("INFO", "resumed")
with open("app.log", "a") as f:
    print("raw line via print", 1, 2, sep="|", file=f)
with open("app.log") as f:
    tail = f.read().splitlines()[-2:]
print(tail, count_lines("app.log"))

# error counts across all kept files
errors = 0
seen = []
for name in ["app.log.3", "app.log.2", "app.log.1", "app.log"]:
    with open(name) as f:
        for line in f:
            if line.startswith("ERROR"):
                errors += 1
            if line.startswith("INFO") and "event" in line:
                seen.append(int(line.split()[2]))
print(errors, len(seen), seen[:3], seen[-3:])
