# Dict reads and writes with small-int keys, which compiled code probes inline:
# hits, empty slots, collisions, deleted slots, keys equal to ints but of other
# types, the hash of -1, and dicts that grow, shrink and are cleared under a loop.


def count(keys, d):
    for k in keys:
        d[k] = d.get(k, 0) + 1
    return d


def lookups(d, keys):
    found, missing, inside = 0, 0, 0
    for k in keys:
        if k in d:
            inside += 1
            found += d[k]
        else:
            missing += 1
        found += d.get(k, -1000)
    return found, missing, inside


def get_none(d, keys):
    return [d.get(k) for k in keys]


def key_errors(d, keys):
    out = []
    for k in keys:
        try:
            out.append(d[k])
        except KeyError as e:
            out.append(("KeyError", e.args))
    return out


def overwrite(d, keys, value):
    for k in keys:
        d[k] = value
    return d


def hot(make):
    for _ in range(150):
        result = make()
    return result


def deleted(keys, gone):
    d = count(keys, {})
    for k in gone:
        del d[k]
    return d


def cleared(keys):
    d = count(keys, {})
    d.clear()
    return d


def popped(keys):
    d = count(keys, {})
    for k in keys:
        d.pop(k, None)
    return d


def grown(n, m):
    d = {}
    for i in range(n):
        d[i % m] = d.get(i % m, 0) + i
    return d


def main():
    # Plain counting: hits after the first store of each key.
    d = hot(lambda: count([(i * 7) % 13 for i in range(200)], {}))
    print(sorted(d.items()))

    # -1 hashes as -2: both keys live in the dict, at different slots.
    d = hot(lambda: count([-1, -2, -1, -2, -1, 0, 1, -3], {}))
    print(sorted(d.items()), hash(-1), hash(-2))
    print(hot(lambda: lookups(d, [-1, -2, -3, -4, 0, 1, 2])))
    print(hot(lambda: lookups({-1: 5}, [-1, -2])), hot(lambda: lookups({-2: 5}, [-1, -2])))

    # Keys colliding in a small table (8 slots): 1, 9, 17 start at the same slot.
    d = hot(lambda: count([1, 9, 17, 1, 9, 17, 25, 33, 1], {}))
    print(sorted(d.items()))
    print(hot(lambda: lookups(d, [1, 9, 17, 25, 33, 41, 2])))

    # Keys equal to small ints but of other types: the same entry.
    d = {1.0: "float one", True: "ignored", 2: "two"}
    print(d, hot(lambda: lookups({1.0: 10, 2: 20}, [1, 2, 3])))
    print(hot(lambda: count([1, 1, 2], {1.0: 0, False: 5})))
    print(hot(lambda: key_errors({True: "t", 3.0: "three"}, [1, 0, 3, 4])))
    print(hot(lambda: get_none({10**20: "big", 5: "five"}, [5, 6, 10**20, 10**20 + 1])))

    # Deleted slots on the probe path: the key after a deletion is still found.
    d = hot(lambda: deleted([1, 9, 17], [1]))
    print(hot(lambda: lookups(d, [1, 9, 17])), hot(lambda: key_errors(d, [1, 9])))
    print(hot(lambda: overwrite(deleted([1, 9, 17], [1]), [1, 9], "again")))

    # A dict that never held anything, one emptied by clear(), one emptied by pops.
    print(hot(lambda: lookups({}, [0, 1, 2])), hot(lambda: get_none({}, [0, -1])))
    print(hot(lambda: lookups(cleared(range(50)), [0, 1])), hot(lambda: count([3, 3], cleared(range(50)))))
    d = hot(lambda: popped(range(5)))
    print(hot(lambda: lookups(d, [0, 4])), hot(lambda: key_errors(d, [2])), hot(lambda: count([4, 4, 4], popped(range(5)))))

    # Growing under a loop: the table is reallocated while keys keep coming.
    d = hot(lambda: grown(2000, 700))
    print(len(d), d[0], d[699], sum(d.values()))

    # Negative and large small ints, and ints just outside the small-int range.
    keys = [-(2**40), 2**40, -5, 2**61, 2**62, -(2**62), 2**62 - 1, -(2**62) - 1]
    d = hot(lambda: count(keys + keys, {}))
    print(sorted(d.items()))
    print(hot(lambda: lookups(d, keys + [2**61 + 1])))

    # Values replaced in place are what later reads see.
    d = hot(lambda: overwrite(dict.fromkeys(range(10), 0), range(0, 10, 3), "x"))
    print(d, hot(lambda: get_none(d, range(12))))


main()
