# open() failures (missing file, directory, exclusive create, bad modes, closed files) handled and reported.
class Store:
    def __init__(self, root):
        self.root = root
        self.failures = []

    def path(self, name):
        return self.root + "/" + name if self.root else name

    def save(self, name, text, mode="w"):
        try:
            with open(self.path(name), mode) as f:
                f.write(text)
            return True
        except FileExistsError as e:
            self.failures.append(("exists", e.errno, e.filename))
        except FileNotFoundError as e:
            self.failures.append(("missing", e.errno, e.filename))
        except ValueError as e:
            self.failures.append(("mode", str(e)))
        return False

    def load(self, name):
        try:
            with open(self.path(name)) as f:
                return f.read()
        except IsADirectoryError as e:
            self.failures.append(("directory", e.errno, e.strerror))
        except OSError as e:
            self.failures.append((type(e).__name__, e.errno, e.strerror))
        return None


store = Store("")
saved = 0
for i in range(150):
    name = "note%d.txt" % (i % 10)
    mode = "x" if i % 3 == 0 else "w"
    if store.save(name, "note %d\n" % i, mode):
        saved += 1
print("saved", saved, "failures", len(store.failures))
print(store.failures[:3])
kinds = {}
for fail in store.failures:
    kinds[fail[0]] = kinds.get(fail[0], 0) + 1
print(sorted(kinds.items()))

print(store.load("note3.txt"), end="")
print(store.load("."), store.load("absent.txt"))
print(store.failures[-2:])

nested = Store("no_such_dir")
print(nested.save("a.txt", "x"), nested.failures)

for bad in ("rw", "q", "wa", "rtt", "xw"):
    store.save("m.txt", "", bad)
print(store.failures[-5:])

f = open("note0.txt")
f.close()
for action in (f.read, f.readline, f.readlines, lambda: f.read(2), lambda: list(f)):
    try:
        action()
    except ValueError as e:
        print("closed:", e)

g = open("out.txt", "w")
g.write("first\n")
print(g.readable(), g.writable(), g.closed)
g.close()
print(g.closed)

print(open("out.txt").read(), end="")
open("note1.txt", "x")
