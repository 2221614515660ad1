import random
for s in [0, 1, 42, 2**40 + 7, -5, 123456789012345678901234567890, "hello", b"bytes", 3.5, "", "héllo wörld"]:
    random.seed(s)
    print(repr(s)[:20], [round(random.random(), 12) for _ in range(3)], random.getrandbits(5), random.getrandbits(70), random.randrange(10), random.randint(1, 6))
r = random.Random(7)
xs = list(range(20))
r.shuffle(xs)
print(xs, r.choice("abcdef"), r.sample(range(100), 5), r.sample(list("abcdefghij"), 3), r.sample(range(10**6), 8))
print(r.choices("abc", k=5), r.choices([1, 2, 3], weights=[10, 1, 1], k=6), r.choices("xy", cum_weights=[1, 5], k=4))
print([round(r.uniform(-1, 1), 10) for _ in range(3)], round(r.gauss(0, 1), 10), round(r.gauss(5, 2), 10), round(r.normalvariate(), 10), round(r.expovariate(1.5), 10))
print(round(r.triangular(0, 10, 3), 10), round(r.betavariate(2, 3), 10), round(r.gammavariate(2.5, 1), 10), round(r.gammavariate(0.5, 1), 10), round(r.lognormvariate(0, 1), 10), round(r.vonmisesvariate(1, 2), 10), round(r.paretovariate(3), 10), round(r.weibullvariate(1, 2), 10))
st = r.getstate()
a = [r.random() for _ in range(5)]
r.setstate(st)
b = [r.random() for _ in range(5)]
print(a == b, len(st[1]), st[0])
print(r.randrange(0, 100, 7), r.randrange(100, 0, -3), r.randbytes(6).hex())
for bad in [lambda: r.randrange(0), lambda: r.choice([]), lambda: r.sample([1, 2], 3), lambda: r.randrange(5, 5), lambda: random.seed([1]), lambda: r.sample({1, 2}, 1)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
total = 0
random.seed(2024)
for i in range(100000):
    total += random.random()
print(round(total, 6))
counts = [0] * 6
for i in range(60000):
    counts[random.randint(1, 6) - 1] += 1
print(counts)
