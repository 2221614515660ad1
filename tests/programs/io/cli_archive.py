# A command-line tool: options from sys.argv (see .args), files written, a warning on stderr, sys.exit(status).
import sys

USAGE = "usage: cli_archive.py [-n COUNT] [--prefix P] [--strict] NAME..."


def parse_args(argv):
    opts = {"count": 3, "prefix": "item", "strict": False, "names": []}
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "-n":
            opts["count"] = int(argv[i + 1])
            i += 2
        elif arg.startswith("--prefix="):
            opts["prefix"] = arg.split("=", 1)[1]
            i += 1
        elif arg == "--strict":
            opts["strict"] = True
            i += 1
        elif arg.startswith("-"):
            print("unknown option " + arg, file=sys.stderr)
            sys.exit(2)
        else:
            opts["names"].append(arg)
            i += 1
    return opts


def make_archive(name, count, prefix):
    with open(name + ".txt", "w") as f:
        for i in range(count):
            f.write(f"{prefix}-{i:03d} {name} {i * i % 97}\n")
    return count


def verify(name):
    total = 0
    with open(name + ".txt") as f:
        for line in f:
            total += int(line.split()[-1])
    return total


opts = parse_args(sys.argv[1:])
print("options:", opts["count"], opts["prefix"], opts["strict"], opts["names"])
if not opts["names"]:
    print(USAGE, file=sys.stderr)
    sys.exit(2)

written = 0
problems = 0
for name in opts["names"]:
    if not name.isalnum():
        print("warning: skipping bad name " + repr(name), file=sys.stderr)
        problems += 1
        continue
    written += make_archive(name, opts["count"], opts["prefix"])
    print(name, verify(name))

with open("alpha.txt") as f:
    print(f.readline().strip(), "...", f.readlines()[-1].strip())
print("written", written, "problems", problems)
sys.stdout.flush()
if problems and opts["strict"]:
    print(f"error: {problems} bad name(s)", file=sys.stderr)
    sys.exit(3)
sys.exit(0)
