# A tee that writes through sys.stdout.write and a file's write (return values are character counts), flushing both; flushed data is visible to a second reader.
import sys


class Tee:
    def __init__(self, *sinks):
        self.sinks = sinks
        self.counts = [0] * len(sinks)

    def write(self, text):
        n = None
        for i, s in enumerate(self.sinks):
            n = s.write(text)
            self.counts[i] += n
        return n

    def flush(self):
        for s in self.sinks:
            s.flush()


log = open("tee.log", "w")
tee = Tee(sys.stdout, log)
print(tee.write("header: naïve café ✓\n"), tee.counts)
for step in range(0, 101, 25):
    bar = "#" * (step // 5) + "." * (20 - step // 5)
    tee.write(f"[{bar}] {step:3d}%\n")
tee.flush()
with open("tee.log") as reader:
    seen = reader.read()
print(len(seen), seen.count("\n"), seen == "".join(["header: naïve café ✓\n"] + [
    "[%s%s] %3d%%\n" % ("#" * (s // 5), "." * (20 - s // 5), s) for s in range(0, 101, 25)]))

# print() into the tee object itself: print calls write() for each piece
print("via", "print", 42, sep="-", end="!\n", file=tee)
print(file=tee)
tee.flush()
print(tee.counts)

# many small writes: hot loop, flushed periodically, then checked through a second handle
total = 0
for i in range(400):
    total += log.write("%04d:%s\n" % (i, "x" * (i % 7)))
    if i % 100 == 99:
        log.flush()
        with open("tee.log") as r:
            lines = r.read().splitlines()
        sys.stdout.write(f"after {i + 1}: {len(lines)} lines, last={lines[-1]!r}\n")
        sys.stdout.flush()
log.close()
print(total, log.closed)
with open("tee.log") as r:
    data = r.read()
print(len(data), data.count("x"), sum(tee.counts) + total - tee.counts[0] == len(data))
n = sys.stdout.write("")
m = sys.stdout.write("end\n")
print(n, m, sys.stdout.flush())
try:
    log.write("late")
except ValueError as e:
    print("ValueError", e)
