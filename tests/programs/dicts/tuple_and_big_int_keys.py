# Hashes of big ints (computed from the limbs) and dict keys that are tuples of ints,
# strs and tuples, found by equal keys of other types (1.0, True) too.
vals = [2**62, -2**62, 2**63 + 5, -(2**64) - 1, 2**61 - 1, 2**61, 2**122 + 3, -(2**200) + 7, 10**40, -10**40, 2**64 * (2**61 - 1)]
for v in vals:
    print(hash(v), hash(float(v)) == hash(v) if abs(v) < 2**53 else '-')
d = {}
for i in range(2000):
    k = (i % 7, "s" + str(i % 11), (i % 3, i % 2))
    d[k] = d.get(k, 0) + 1
print(len(d), d[(0, "s0", (0, 0))], d.get((1, "s1", (1, 1))), d.get((1, "s1", (1, 1.0))), d.get((1, "s1")))
print({(1, 2): 'a'}[(1.0, 2)], {(1, (2, 3)): 'b'}.get((True, (2, 3.0))))
