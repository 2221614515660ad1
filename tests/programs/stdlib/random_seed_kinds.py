import random

seeds = [0, 1, 2, 7, 255, 256, 2**31 - 1, 2**32, 2**32 + 1, 2**63, 2**64 + 3, 10**30,
         -1, -2, -255, -(2**40), "a", "abc", "", "ñandú", "\U0001f600", b"", b"\x00", b"xyz" * 10,
         bytearray(b"ba"), 12345678901234567890123456789012345678901234567890]
for s in seeds:
    random.seed(s)
    vals = [random.random() for _ in range(4)]
    bits = [random.getrandbits(k) for k in (1, 7, 31, 32, 33, 64, 100)]
    print(repr(s)[:24].ljust(24), [repr(v) for v in vals[:2]], bits)

print("--- reseeding gives same stream")
for s in ["abc", "", "hello", b"abc"]:
    random.seed(s)
    p = (repr(random.random()), random.randrange(1000))
    random.seed(s)
    print(repr(s), p == (repr(random.random()), random.randrange(1000)), p)

print("--- Random instances independent")
a = random.Random(99)
b = random.Random(99)
c = random.Random()
c.seed(99)
for i in range(5):
    x, y, z = a.random(), b.random(), c.random()
    print(i, x == y == z, repr(x))
print(a.getrandbits(0) if hasattr(a, "getrandbits") else None)

print("--- randrange variety")
r = random.Random(31337)
print([r.randrange(5) for _ in range(20)])
print([r.randrange(-10, 10) for _ in range(20)])
print([r.randrange(0, 1000, 25) for _ in range(15)])
print([r.randrange(50, -50, -7) for _ in range(15)])
print([r.randrange(2**70) for _ in range(3)])
print([r.randrange(-(2**65), 2**65) for _ in range(3)])
print([r.randint(-3, 3) for _ in range(30)])
print([r.randint(10**20, 10**20 + 5) for _ in range(6)])

print("--- getrandbits sizes")
r.seed(5)
for k in [1, 2, 3, 8, 16, 31, 32, 33, 63, 64, 65, 127, 128, 129, 200, 1000]:
    v = r.getrandbits(k)
    print(k, v.bit_length() <= k, v % 1000003)

print("--- state round trip")
r = random.Random("state")
for _ in range(10):
    r.random()
st = r.getstate()
print(type(st).__name__, len(st), st[0], len(st[1]), st[2], st[1][-1])
first = [r.randint(0, 10**9) for _ in range(6)]
r.setstate(st)
second = [r.randint(0, 10**9) for _ in range(6)]
print(first == second, first)
r2 = random.Random()
r2.setstate(st)
print([r2.randint(0, 10**9) for _ in range(6)] == first)
print("--- module level functions share state")
random.seed(1234)
s1 = random.getstate()
xs = [random.random(), random.randint(1, 100), random.choice("abcdefg")]
random.setstate(s1)
ys = [random.random(), random.randint(1, 100), random.choice("abcdefg")]
print(xs == ys, xs[1:], repr(xs[0]))
print("--- errors")
tests = [
    lambda: random.randrange(10, 2),
    lambda: random.randrange(0, 10, 0),
    lambda: random.randint(5, 1),
    lambda: random.getrandbits(-1),
    lambda: random.Random().setstate((99, (), None)),
    lambda: random.choice(""),
    lambda: random.sample(range(3), -1),
]
for t in tests:
    try:
        print("ok", t())
    except Exception as e:
        print(type(e).__name__, str(e))
