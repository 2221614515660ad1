# Small-int arithmetic that crosses the 63-bit immediate range mid-loop: compiled
# code must leave (deopt) and the interpreter must finish with big ints.
def grow(x, steps):
    for _ in range(steps):
        x = x + x
    return x


def mul_chain(n):
    r = 1
    for i in range(1, n):
        r = r * i
    return r


def shifts(n):
    out = []
    v = 3
    for i in range(n):
        out.append(v << i)
    return out[-1], len(out)


def negate_edge(x):
    return -x, -(-x)


big = 2 ** 62
for start in [1, big // 4, big - 1, -big, -(big // 2)]:
    print(grow(start, 5))
print(mul_chain(25))
print(shifts(70))
print(negate_edge(-(2 ** 62)))
print(negate_edge(2 ** 62 - 1))
print((2 ** 62 - 1) + 1, -(2 ** 62) - 1, (-(2 ** 62)) // -1, (-(2 ** 62)) % -1)
