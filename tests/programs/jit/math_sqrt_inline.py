# math.sqrt of ints and floats compiled to a machine square root: negative
# arguments (ValueError from the interpreter after a deopt), -0.0, infinities,
# NaN, ints beyond 2**53, bools, and non-numbers.
import math


def roots(xs):
    t = 0.0
    out = []
    for x in xs:
        r = math.sqrt(x)
        t += r
        out.append(r)
    return t, out[-6:]


xs = [4.0, 2, 0.25, -0.0, 9] * 500
print(roots(xs))
print(roots(xs + [float("inf"), float("nan"), 2**62 + 1, 2**53 + 1, True]))
for bad in ([1.0, -1.0], [4, -4], [1.0, -1e-300]):
    try:
        roots(bad * 300)
    except ValueError as e:
        print("ValueError:", e)
try:
    roots([1.0, "4"])
except TypeError as e:
    print("TypeError:", e)
print(math.copysign(1.0, math.sqrt(-0.0)))


def g(n):
    s = 0.0
    for i in range(n):
        s += math.sqrt(i * 0.5) - math.sqrt(i)
    return s


print(f"{g(20000):.6f}")
