# Calls of a builtin module's functions from compiled loops: the function is
# known when the module is a global, and errors still come from the call.
import math
import time


def norms(n):
    t = 0.0
    for i in range(n):
        t += math.sqrt(i) + math.floor(i / 3) - math.fabs(-0.5)
    return t


print(f"{norms(5000):.6f}")


def guarded(xs):
    out = []
    for x in xs:
        try:
            out.append(round(math.sqrt(x), 3))
        except ValueError as e:
            out.append(str(e))
    return out


print(guarded([4, 2, -1, 0.25] * 3))


def hyp(n):
    s = 0.0
    for i in range(1, n):
        s += math.hypot(i, i + 1) / math.log(i + 1)
    return s


print(f"{hyp(3000):.6f}")
m = math


def via_other_name(n):
    t = 0
    for i in range(n):
        t += m.floor(i / 7)
    return t


print(via_other_name(4000))
start = time.perf_counter()
print(time.perf_counter() >= start)
try:
    math.nosuch(1)
except AttributeError as e:
    print(e)
