import math

print("gcd", [math.gcd(a, b) for a, b in [(0, 0), (12, 18), (-12, 18), (12, -18), (0, 7), (7, 0), (2**64, 2**40 * 3), (10**30, 10**20 + 5)]])
print("gcd n-ary", math.gcd(), math.gcd(5), math.gcd(-5), math.gcd(12, 18, 30), math.gcd(0, 0, 9), math.gcd(*range(6, 100, 6)))
print("lcm", [math.lcm(a, b) for a, b in [(0, 0), (4, 6), (-4, 6), (0, 5), (21, 6), (2**40, 3**20)]])
print("lcm n-ary", math.lcm(), math.lcm(7), math.lcm(-7), math.lcm(2, 3, 4, 5), math.lcm(*range(1, 21)))
print("factorial", [math.factorial(n) for n in range(0, 13)])
print("factorial 30", math.factorial(30), math.factorial(100) % (10**20 + 39))
print("factorial digits", len(str(math.factorial(500))))
print("comb", [math.comb(10, k) for k in range(0, 12)])
print("comb big", math.comb(100, 50), math.comb(60, 30), math.comb(0, 0), math.comb(5, 7))
print("perm", [math.perm(6, k) for k in range(0, 8)], math.perm(5), math.perm(20, 10), math.perm(0))
print("isqrt", [math.isqrt(n) for n in [0, 1, 2, 3, 4, 15, 16, 17, 99, 100, 10**20, 10**20 - 1, 2**127]])
print("prod", math.prod([]), math.prod([1, 2, 3, 4]), math.prod(range(1, 11)), math.prod([2.5, 4]), math.prod([2, 3], start=10), math.prod([]), math.prod((), start=5))
print("prod mixed", repr(math.prod([1, 2.0, 3])), math.prod([True, True, 3]))
print("trunc", [math.trunc(x) for x in [1.9, -1.9, 0.5, -0.5, 1e20, 3, -7]])
print("floor ceil", [(math.floor(x), math.ceil(x)) for x in [1.5, -1.5, 2.0, -0.0, 1e16 + 1, 7, -7]])
print("floor big", math.floor(1e300) == 10**300, math.ceil(-2.5), type(math.floor(2.5)).__name__)

errs = [
    ("factorial -1", lambda: math.factorial(-1)),
    ("factorial 2.5", lambda: math.factorial(2.5)),
    ("comb neg", lambda: math.comb(-1, 2)),
    ("comb neg k", lambda: math.comb(5, -2)),
    ("comb float", lambda: math.comb(5.0, 2)),
    ("isqrt neg", lambda: math.isqrt(-1)),
    ("gcd float", lambda: math.gcd(2.0, 4)),
    ("lcm float", lambda: math.lcm(2, 4.5)),
    ("floor inf", lambda: math.floor(float("inf"))),
    ("ceil nan", lambda: math.ceil(float("nan"))),
    ("trunc nan", lambda: math.trunc(float("nan"))),
    ("isqrt float", lambda: math.isqrt(4.0)),
]
for name, fn in errs:
    try:
        print(name, "->", fn())
    except Exception as e:
        print(name, "->", type(e).__name__, e)

class Thing:
    def __floor__(self):
        return "floored"
    def __ceil__(self):
        return "ceiled"
    def __trunc__(self):
        return "truncated"
    def __index__(self):
        return 12

t = Thing()
print(math.floor(t), math.ceil(t), math.trunc(t), bin(t), range(t)[-1])

print("sieve via gcd")
coprime = [n for n in range(1, 60) if math.gcd(n, 60) == 1]
print(coprime, len(coprime))
phi = {n: sum(1 for k in range(1, n + 1) if math.gcd(n, k) == 1) for n in range(1, 31)}
print(phi)
print("pascal")
for n in range(12):
    print(" ".join(str(math.comb(n, k)) for k in range(n + 1)).center(60).rstrip())
print("catalan", [math.comb(2 * n, n) // (n + 1) for n in range(20)])
print("derangements", [round(math.factorial(n) / math.e) for n in range(1, 15)])
print("stirling-ish", [math.perm(n, 3) // math.factorial(3) == math.comb(n, 3) for n in range(3, 15)])
print("big lcm digits", len(str(math.lcm(*range(1, 200)))))
print("prod fractions", math.prod([1 / 2, 1 / 4, 8]))
