# Text files written in the current (scratch) directory and read back.
with open("notes.txt", "w") as f:
    print(f.name, f.mode, f.closed, f.writable(), f.readable())
    n = f.write("first line\n")
    print("wrote", n)
    f.write("second line\n")
    print("third line", file=f)
    f.writelines(["x = 1\n", "y = 2\n"])
print("closed after with:", f.closed)

with open("notes.txt") as f:
    text = f.read()
print(repr(text))
print(len(text.splitlines()), "lines")

with open("notes.txt", encoding="utf-8") as f:
    for number, line in enumerate(f, 1):
        print(number, repr(line))

f = open("notes.txt", "r")
print(repr(f.readline()))
print(repr(f.read(6)))
print(repr(f.readline()))
print(repr(f.readline(3)))
print(f.readlines())
print(repr(f.readline()), repr(f.read()))
f.close()
f.close()
print("closed:", f.closed)

with open("notes.txt", "a") as f:
    f.write("appended\n")
with open("notes.txt") as f:
    print(f.read().splitlines()[-2:])

# Non-ASCII text round-trips as UTF-8; read(n) counts characters.
with open("unicode.txt", "w", encoding="utf-8") as f:
    f.write("héllo wörld\n€ and ✓\n")
with open("unicode.txt", encoding="UTF-8") as f:
    print(repr(f.read(5)), repr(f.readline()), repr(f.read()))

# Universal newlines: "\r\n" reads as "\n".
with open("crlf.txt", "w") as f:
    f.write("one\r\ntwo\r\nthree")
with open("crlf.txt") as f:
    print([line for line in f])

# "w" truncates; "x" creates only new files.
with open("notes.txt", "w") as f:
    f.write("short\n")
print(open("notes.txt").read(), end="")
with open("fresh.txt", "x") as f:
    f.write("new\n")
print(open("fresh.txt").readlines())

# An empty file.
open("empty.txt", "w").close()
with open("empty.txt") as f:
    print(repr(f.read()), repr(f.readline()), f.readlines(), list(f))

# Many lines, summed back.
with open("numbers.txt", "w") as f:
    for i in range(1000):
        f.write(f"{i} {i * i}\n")
total = 0
squares = 0
with open("numbers.txt") as f:
    for line in f:
        a, b = line.split()
        total += int(a)
        squares += int(b)
print(total, squares)
