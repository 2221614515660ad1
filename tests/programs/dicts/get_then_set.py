# A store right after a lookup of the same key (d[k] = d.get(k, 0) + 1, d[k] += 1)
# in hot loops, with the dict changed in between: the key deleted, re-inserted,
# the dict cleared or grown, and keys equal but not identical (1, 1.0, True).


def count(words):
    d = {}
    for w in words:
        d[w] = d.get(w, 0) + 1
    return d


def bump_with_changes(n):
    d = {"a": 0, "b": 0}
    log = []
    for i in range(n):
        k = "a" if i % 2 else "b"
        v = d.get(k, 0)
        if i % 7 == 0 and k in d:
            del d[k]
        if i % 11 == 0:
            d.clear()
        if i % 13 == 0:
            for j in range(20):
                d[("pad", i, j)] = j
        d[k] = v + 1
        if i % 50 == 0:
            log.append((k, d[k], len(d)))
    return d["a"], d["b"], len(d), log[:4]


def equal_keys(n):
    d = {1: "int"}
    for i in range(n):
        d[1.0] = d.get(True, "none") + "."
    first = list(d.keys())[0]
    return type(first).__name__, len(d[1]), len(d)


def augmented(n):
    d = dict.fromkeys(range(10), 0)
    for i in range(n):
        k = i % 10
        d[k] += i
        if i % 97 == 0:
            d.pop(k)
            d[k] = 0
    return sorted(d.items())


for rounds in range(3):
    print(sorted(count(["x", "y", "x", "z", "x", "y"] * 50).items()))
    print(bump_with_changes(400))
    print(equal_keys(200))
    print(augmented(1000))
