import random

def show(label, v):
    print(label.ljust(18), v)

for seed in [3, -3, 2**70, "choices", b"\xff\xfe"]:
    r = random.Random(seed)
    print("=== seed", repr(seed))
    pop = list("abcdefghijklmnop")
    show("choice", [r.choice(pop) for _ in range(10)])
    show("choice tuple", [r.choice((1, 2, 3)) for _ in range(10)])
    show("choice range", [r.choice(range(100, 200, 3)) for _ in range(8)])
    show("choices k=0", r.choices(pop, k=0))
    show("choices", r.choices(pop, k=12))
    show("weights", r.choices(["x", "y", "z"], weights=[1, 0, 5], k=15))
    show("float weights", r.choices(range(4), weights=[0.1, 0.2, 0.3, 0.4], k=15))
    show("cum_weights", r.choices("abcd", cum_weights=[1, 2, 10, 11], k=15))
    show("frac weights", r.choices([True, False], [3, 1], k=10))
    lst = list(range(15))
    r.shuffle(lst)
    show("shuffle", lst)
    s2 = list("shuffle me")
    r.shuffle(s2)
    show("shuffle str", "".join(s2))
    show("sample", r.sample(pop, 5))
    show("sample all", r.sample(range(8), 8))
    show("sample tuple", r.sample((10, 20, 30, 40), 2))
    show("sample big", r.sample(range(10**9), 6))
    show("sample counts", r.sample(["red", "blue"], counts=[4, 2], k=5))
    show("sample str", r.sample("abcdefg", 3))
    show("uniform", [repr(r.uniform(2, 5)) for _ in range(2)])
    show("uniform rev", repr(r.uniform(5, 2)))
    show("random", repr(r.random()))
    show("randbytes", r.randbytes(10).hex())

print("=== distribution counts")
r = random.Random(42)
counts = {}
for _ in range(5000):
    k = r.choices("abc", weights=[5, 3, 2])[0]
    counts[k] = counts.get(k, 0) + 1
print(sorted(counts.items()))
counts = [0] * 10
for _ in range(10000):
    counts[r.randrange(10)] += 1
print(counts)
hist = {}
for _ in range(3000):
    s = tuple(sorted(r.sample(range(5), 2)))
    hist[s] = hist.get(s, 0) + 1
print(sorted(hist.items()))

print("=== errors")
r = random.Random(0)
cases = [
    ("choices both", lambda: r.choices("ab", weights=[1, 1], cum_weights=[1, 2])),
    ("choices len", lambda: r.choices("ab", weights=[1])),
    ("choices zero", lambda: r.choices("ab", weights=[0, 0])),
    ("sample too big", lambda: r.sample(range(3), 4)),
    ("sample neg", lambda: r.sample(range(3), -2)),
    ("sample counts len", lambda: r.sample("ab", 1, counts=[1])),
    ("sample set", lambda: r.sample({1, 2, 3}, 2)),
    ("choice empty", lambda: r.choice([])),
    ("choices empty", lambda: r.choices([], k=2)),
]
for name, fn in cases:
    try:
        print(name, "->", fn())
    except Exception as e:
        print(name, "->", type(e).__name__, e)
