# read(), read(n), readline(), readline at EOF, readlines() and iteration over a text file.
def make_file(path, n):
    with open(path, "w") as f:
        for i in range(n):
            f.write("line %d: %s\n" % (i, "ab" * (i % 4)))
        f.write("no newline at end")


def chunked(path, size):
    chunks = []
    with open(path) as f:
        while True:
            piece = f.read(size)
            if not piece:
                break
            chunks.append(piece)
    return chunks


def count_by_readline(path):
    n = 0
    total = 0
    with open(path) as f:
        line = f.readline()
        while line:
            n += 1
            total += len(line)
            line = f.readline()
        print("after EOF:", repr(f.readline()), repr(f.read()), repr(f.read(5)))
    return n, total


make_file("data.txt", 250)

with open("data.txt") as f:
    whole = f.read()
print(len(whole), whole.count("\n"), repr(whole[-20:]))

for size in (1, 7, 64, 1000, 100000):
    chunks = chunked("data.txt", size)
    print(size, len(chunks), len(chunks[-1]), "".join(chunks) == whole)

print(count_by_readline("data.txt"))

with open("data.txt") as f:
    first = f.read(10)
    rest_of_line = f.readline()
    two = [f.readline(), f.readline()]
    remaining = f.readlines()
print(repr(first), repr(rest_of_line), two)
print(len(remaining), repr(remaining[-1]), repr(remaining[-2]))

longest = ""
lengths = {}
with open("data.txt") as f:
    for line in f:
        stripped = line.rstrip("\n")
        if len(stripped) > len(longest):
            longest = stripped
        lengths[len(stripped)] = lengths.get(len(stripped), 0) + 1
print(repr(longest), sorted(lengths.items()))

f = open("data.txt")
it = iter(f)
print(it is f, next(f).strip(), next(it).strip())
print(f.readline(5), "|", f.readline().strip())
f.close()
print(f.closed)

with open("empty.txt", "w") as f:
    pass
with open("empty.txt") as f:
    print(repr(f.read()), repr(f.readline()), f.readlines(), list(f))
