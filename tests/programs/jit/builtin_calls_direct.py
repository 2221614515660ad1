# Builtins called from compiled code go straight to the builtin with the arguments
# as they are: results, callbacks into Python that allocate and raise, errors the
# builtin raises, and tracebacks through them.


def shout(s):
    return s.upper() + "!" * len(s)


def run(words, n):
    total = 0
    out = []
    for i in range(n):
        w = words[i % len(words)]
        total += sum([len(w), i % 3]) + max(len(w), 2) - min(3, len(w))
        out.append(sorted(w, key=lambda c: (-ord(c), c))[0])
        out.append("".join(map(shout, [w, w[:1]])))
        total += abs(-i) % 7 + divmod(i, 5)[1] + round(i / 3) % 2
        if isinstance(w, str) and any(c == "e" for c in w):
            total += 1
    return total, out[-6:], len(out)


words = ["tree", "sky", "river", "a", "bee"]
for _ in range(30):
    run(words, 50)
print(run(words, 3000))


def failing(n):
    caught = []
    for i in range(n):
        try:
            caught.append(int("x%d" % i))
        except ValueError as e:
            caught.append(str(e))
        try:
            caught.append(sorted([3, 1, 2], key=lambda v: 1 // (v - 2)))
        except ZeroDivisionError as e:
            caught.append(type(e).__name__)
    return caught[-4:], len(caught)


for _ in range(30):
    failing(10)
print(failing(500))


def uncaught():
    return max([], key=len)


try:
    for _ in range(200):
        uncaught()
except ValueError as e:
    print("ValueError:", e)
