# A journal file grown by append mode across sessions; 'x' creates it once; with-blocks and reopen.
class Journal:
    def __init__(self, path):
        self.path = path
        try:
            with open(path, "x") as f:
                f.write("JOURNAL v1\n")
            self.created = True
        except FileExistsError:
            self.created = False

    def session(self, number, entries):
        with open(self.path, "a") as f:
            f.write("== session %d ==\n" % number)
            for entry in entries:
                print("-", entry, file=f)

    def sessions(self):
        result = {}
        current = None
        with open(self.path) as f:
            version = f.readline().strip()
            for line in f:
                line = line.rstrip("\n")
                if line.startswith("== session"):
                    current = int(line.split()[2])
                    result[current] = []
                else:
                    result[current].append(line[2:])
        return version, result


for attempt in range(3):
    j = Journal("journal.txt")
    print("attempt", attempt, "created", j.created)

j = Journal("journal.txt")
for n in range(1, 41):
    entries = ["task %d.%d" % (n, k) for k in range(n % 4 + 1)]
    j.session(n, entries)

version, sessions = j.sessions()
print(version, len(sessions))
print(sessions[1], sessions[2], sessions[3])
print(sum(len(v) for v in sessions.values()))
longest = max(sessions, key=lambda k: (len(sessions[k]), -k))
print("longest session", longest, sessions[longest])

f = open("journal.txt", "a")
f.write("== session 41 ==\n")
f.writelines(["- late entry\n", "- very late entry\n"])
f.close()
print(len(j.sessions()[1]), j.sessions()[1][41])

with open("journal.txt", "w") as f:
    f.write("JOURNAL v2\n")
print(j.sessions())
with open("journal.txt") as f:
    print(f.read().split("\n"))
