import sys

print("to stdout", file=sys.stdout)
print("to stdout by None", file=None)
n = sys.stdout.write("written directly\n")
print("write returned", n)
print("to stderr", file=sys.stderr)
sys.stderr.write("stderr direct\n")
sys.stdout.flush()
print(type(sys.stdout).__name__, sys.stdout.name, sys.stderr.name, sys.stdin.name)
print(sys.stdout.mode, sys.stdin.mode, sys.stdout.closed, sys.stdout.writable(), sys.stdin.readable())


class Collector:
    def __init__(self):
        self.pieces = []

    def write(self, text):
        self.pieces.append(text)
        return len(text)

    def flush(self):
        self.pieces.append("<flush>")


c = Collector()
print("a", 1, 2.5, None, file=c)
print("x", "y", sep="", end="!", file=c)
print(file=c)
print("flushed", file=c, flush=True)
print(c.pieces)

with open("report.txt", "w") as out:
    for i in range(5):
        print(f"row {i}", i * i, sep=" | ", file=out)
    print("end", end="", file=out, flush=True)
print(open("report.txt").read())


class NoWrite:
    pass


try:
    print("x", file=NoWrite())
except AttributeError as e:
    print("AttributeError", e)
for i in range(3):
    print("loop", i, file=sys.stdout)
