# Unpacking an exact tuple of the right length takes the tuple apart in place (a
# str's partition is one); any other length raises CPython's ValueError, and a tuple
# subclass or a list is unpacked by the runtime.


class Pair(tuple):
    pass


def fields(lines):
    out = {}
    for line in lines:
        for part in line.split(" "):
            key, _, value = part.partition("=")
            out[key] = value
    return out


def shapes(items):
    seen = []
    for item in items:
        try:
            a, b = item
            seen.append((a, b))
        except ValueError as e:
            seen.append(str(e))
        except TypeError as e:
            seen.append(str(e))
    return seen


def swap_all(pairs):
    total = 0
    for p in pairs:
        x, y = p
        y, x = x, y
        total += x - y
    return total


def firsts(items):
    # Tuples only, the profile says: mostly pairs, now and then a triple.
    total = 0
    for item in items:
        try:
            a, b = item
            total += a
        except ValueError:
            total -= 1000
    return total


def too_few_names(words):
    # A partition is three strs: two names do not take it.
    errors = []
    for w in words:
        try:
            head, tail = w.partition(":")
            errors.append(head + tail)
        except ValueError as e:
            errors.append(str(e))
    return errors[-2:]


def found(words):
    counts = []
    for w in words:
        head, sep, tail = w.rpartition(":")
        counts.append((head, sep == ":", tail, w.find(":"), w.count("a"), w.startswith("a")))
    return counts


for _ in range(3):
    print(sorted(fields(["a=1 b=2 c", "d==4 e=5=6"]).items()))
    print(shapes([(1, 2), (1, 2, 3), (1,), [4, 5], Pair((6, 7)), "xy", 8, ()]))
    print(swap_all([(i, i * i) for i in range(40)]))
    print(firsts([(i, i) if i % 7 else (i, i, i) for i in range(60)]))
    print(too_few_names(["a:b", "c"] * 20))
    print(found(["a:b", "abc", "x:y:z", ":", "aa:a"]))
