# A log writer that appends records to a text file, then a reader that parses them into a report.
LEVELS = ["DEBUG", "INFO", "WARN", "ERROR"]


class LogWriter:
    def __init__(self, path):
        self.path = path
        self.count = 0

    def start(self):
        with open(self.path, "w") as f:
            f.write("# service log\n")

    def log(self, level, component, message):
        with open(self.path, "a") as f:
            f.write(f"{self.count:05d} {level} {component}: {message}\n")
        self.count += 1


def message_for(i):
    if i % 17 == 0:
        return "timeout after %d ms" % (i * 3)
    if i % 5 == 0:
        return "cache miss key=%d" % (i % 11)
    return "request %d ok" % i


def parse_line(line):
    seq, level, rest = line.split(" ", 2)
    component, message = rest.split(": ", 1)
    return int(seq), level, component, message.rstrip("\n")


def build_report(path):
    per_level = {}
    per_component = {}
    worst = []
    with open(path) as f:
        header = f.readline()
        for line in f:
            seq, level, component, message = parse_line(line)
            per_level[level] = per_level.get(level, 0) + 1
            per_component[component] = per_component.get(component, 0) + 1
            if level == "ERROR" and len(worst) < 4:
                worst.append((seq, component, message))
    return header.strip(), per_level, per_component, worst


writer = LogWriter("service.log")
writer.start()
components = ["db", "http", "auth"]
for i in range(300):
    level = LEVELS[(i * 7) % 4] if i % 17 else "ERROR"
    writer.log(level, components[i % 3], message_for(i))

header, per_level, per_component, worst = build_report("service.log")
print(header)
for level in LEVELS:
    print(level.ljust(6), per_level.get(level, 0))
for comp in sorted(per_component):
    print(comp, per_component[comp])
for seq, comp, msg in worst:
    print("error", seq, comp, msg)

with open("report.txt", "w") as out:
    print("levels:", ", ".join(f"{k}={per_level[k]}" for k in sorted(per_level)), file=out)
    print("total", sum(per_level.values()), file=out)
    print("first error at", worst[0][0], sep=" ", end="!\n", file=out)

with open("report.txt") as f:
    text = f.read()
print(repr(text))
print(len(text.splitlines()), "report lines")

with open("service.log") as f:
    lines = f.readlines()
print(len(lines), lines[0].rstrip(), lines[-1].rstrip())
print(lines[150].endswith("\n"), f.closed)
