from array import array
import array as arraymod

print(arraymod.typecodes)
for tc in "bBhHiIlLqQfd":
    a = array(tc, [1, 2, 3])
    print(tc, a.itemsize, repr(a), a.typecode, len(a), a.tobytes().hex()[:24])
a = array("i", range(10))
print(a, a[3], a[-1], a[2:5], a[::3], a[::-1], type(a[1:3]).__name__)
a.append(100)
a.extend([7, 8])
a.extend(array("i", [9]))
a.insert(0, -1)
a.insert(-1, -2)
print(a)
print(a.pop(), a.pop(0), a.index(7), a.count(8), 5 in a, 50 in a)
a.remove(100)
a.reverse()
print(a)
a[0] = 42
a[1:3] = array("i", [0, 0, 0])
del a[5]
del a[-2:]
print(a, a.tolist())
b = a + array("i", [1])
c = a * 2
a += array("i", [77])
a *= 2
print(len(b), len(c), a[-1], len(a))
print(array("d", [1.5, -2.25]), array("f", [0.1]), array("f", [0.1])[0], array("b", b"\x01\xff"), array("B", b"\x01\xff"))
bb = array("h", [1, -1, 256])
raw = bb.tobytes()
print(raw, array("h", raw) if False else "", len(raw))
cc = array("h")
cc.frombytes(raw)
print(cc, cc == bb, cc != array("i", [1, -1, 256]), cc == array("i", [1, -1, 256]))
dd = array("H", [1, 2, 258])
dd.byteswap()
print(dd)
ee = array("l")
ee.fromlist([5, 6, 7])
print(ee, ee.tolist())
print(array("i", [3, 1, 2]) < array("i", [3, 2]), array("d", [1.0]) == array("i", [1]), sorted(array("i", [3, 1, 2])))
print(sum(array("d", [0.5] * 10)), max(array("b", [-5, 3, 0])), list(reversed(array("B", [1, 2, 3]))))
print(repr(array("i")), repr(array("d")), bool(array("i")), bool(array("i", [0])))

errs = [
    lambda: array("b", [128]), lambda: array("B", [-1]), lambda: array("h", [70000]), lambda: array("i", [1.5]),
    lambda: array("z"), lambda: array("i", "abc"), lambda: array("i", [1]) + array("d", [1.0]),
    lambda: array("i", [1]).index(5), lambda: array("i", [1]).remove(2), lambda: array("i").pop(),
    lambda: array("h").frombytes(b"abc"), lambda: array("I", [-1]), lambda: array("i", [1, 2])[5],
    lambda: array("i", [1]).append("x"), lambda: array("d", ["1.0"]),
]
for e in errs:
    try:
        print(e())
    except Exception as ex:
        print(type(ex).__name__, ex)

print("--- histogram with array")
import random
r = random.Random(3)
hist = array("L", [0] * 10)
for _ in range(5000):
    hist[int(r.random() * 10)] += 1
print(hist, sum(hist))
print("--- sieve")
N = 200
sieve = array("b", [1]) * (N + 1)
sieve[0] = sieve[1] = 0
for i in range(2, int(N ** 0.5) + 1):
    if sieve[i]:
        for j in range(i * i, N + 1, i):
            sieve[j] = 0
primes = array("i", (i for i, v in enumerate(sieve) if v))
print(primes, len(primes))
print("--- signal processing")
sig = array("d", [((i * 37) % 17 - 8) / 4 for i in range(24)])
smooth = array("d", (sum(sig[max(0, i - 2):i + 3]) / len(sig[max(0, i - 2):i + 3]) for i in range(len(sig))))
print([round(x, 4) for x in smooth])
print(round(max(sig) - min(sig), 6), array("d", sorted(sig))[:5])
