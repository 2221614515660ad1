import json
import random

ALPH = "abcXYZ \"\\/\n\t\u00e9\u4e2d\U0001f600\x00\x1f'{}[]:,"


def rand_str(rng):
    return "".join(rng.choice(ALPH) for _ in range(rng.randint(0, 8)))


def rand_val(rng, depth):
    r = rng.random()
    if depth > 3 or r < 0.35:
        kind = rng.randrange(7)
        if kind == 0:
            return rng.randint(-10**6, 10**6)
        if kind == 1:
            return rng.randint(-(10**30), 10**30)
        if kind == 2:
            return round(rng.uniform(-1e6, 1e6), rng.randint(0, 8))
        if kind == 3:
            return rng.choice([True, False, None])
        if kind == 4:
            return rand_str(rng)
        if kind == 5:
            return rng.choice([0.0, -0.0, 1e-300, 1e300, 0.1, 2.5e-8, 123456789.0])
        return rng.random() * 10 ** rng.randint(-20, 20)
    if r < 0.7:
        return [rand_val(rng, depth + 1) for _ in range(rng.randint(0, 5))]
    return {rand_str(rng): rand_val(rng, depth + 1) for _ in range(rng.randint(0, 5))}


ok = 0
for seed in range(60):
    rng = random.Random(seed)
    v = rand_val(rng, 0)
    variants = [
        json.dumps(v),
        json.dumps(v, ensure_ascii=False),
        json.dumps(v, sort_keys=True, indent=2),
        json.dumps(v, separators=(",", ":")),
        json.dumps(v, indent="\t", ensure_ascii=False, sort_keys=True),
    ]
    backs = [json.loads(s) for s in variants]
    same = all(b == v for b in backs)
    ok += same
    if seed < 12:
        print(seed, same, len(variants[0]), variants[3][:90])
print("roundtrips ok:", ok)

rng = random.Random(123)
big = {f"k{i}": rand_val(rng, 1) for i in range(30)}
s1 = json.dumps(big, sort_keys=True, indent=1)
print(len(s1), s1.count("\n"), hash(s1) == hash(json.dumps(json.loads(s1), sort_keys=True, indent=1)))
print(s1[:400])
s2 = json.dumps(big, ensure_ascii=False, sort_keys=True)
print(len(s2), s2[-200:])

floats = [0.1, 0.2, 0.30000000000000004, 1 / 3, 2 / 3, 1e15, 1e16, 1.5e16, 1e17, 12345.678e10, 5e-5, 5e-4,
          9007199254740993.0, 2 ** 53 + 0.0, 1.7976931348623157e308, 2.2250738585072014e-308, 4.9e-324, 100.0, -1.25e-7]
print(json.dumps(floats))
print(all(json.loads(json.dumps(f)) == f for f in floats))
ints = [0, -0, 2**31, -(2**63), 2**64, 10**40, -(10**40) + 1]
print(json.dumps(ints), json.loads(json.dumps(ints)) == ints)
weird_keys = {"": 0, " ": 1, "\n": 2, "\u00e9": 3, "a\"b": 4, "\\": 5, "\x7f": 6, "\U0001f600": 7}
print(json.dumps(weird_keys))
print(json.dumps(weird_keys, ensure_ascii=False, sort_keys=True))
print(json.loads(json.dumps(weird_keys)) == weird_keys)
nested = []
cur = nested
for i in range(40):
    nxt = [i]
    cur.append(nxt)
    cur = nxt
s = json.dumps(nested)
print(len(s), s[:60], json.loads(s) == nested)
d = {}
cur = d
for i in range(30):
    cur[str(i)] = {}
    cur = cur[str(i)]
print(json.dumps(d)[:80], json.loads(json.dumps(d)) == d)
print(json.dumps(d, indent=1).count("\n"))
try:
    circ = [1]
    circ.append(circ)
    json.dumps(circ)
except ValueError as e:
    print("ValueError", e)
try:
    cd = {}
    cd["self"] = cd
    json.dumps(cd)
except ValueError as e:
    print("ValueError", e)
print(json.dumps(circ, check_circular=False) if False else "skip unchecked")
print(json.dumps({"a": [1, {"b": None}]}, indent=4, separators=(", ", " => ")))
print(json.loads('{"a": [1, 2, {"b": [true, false, null, 1.5e3, -2E-2, "x\\u0041\\n"]}]}'))
print(json.loads("[" + ",".join(str(i) for i in range(50)) + "]")[-5:])
print(json.loads('"' + "\\ud83d\\ude00" * 3 + '"'), len(json.loads('"\\ud83d\\ude00"')))
