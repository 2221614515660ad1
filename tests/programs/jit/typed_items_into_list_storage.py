# Appends and item stores whose item's type the compiler knows (a small int from
# arithmetic, a str, a tuple, a float from arithmetic, a bool from a comparison) into
# lists of every storage: values, small ints, floats and bools. A known small int
# fits int storage without a tag test, a known str or tuple fits only values, and
# everything else must widen the storage (or go through the runtime) and give the
# interpreter's answer.

WARM = 200


def append_ints(xs, n):
    for i in range(n):
        xs.append(i * 3 % 7)
    return xs


def append_strs(xs, n):
    for i in range(n):
        xs.append("s" + str(i % 3))
    return xs


def append_tuples(xs, n):
    for i in range(n):
        xs.append((i, i + 1))
    return xs


def append_floats(xs, n):
    for i in range(n):
        xs.append(i * 0.5)
    return xs


def append_bools(xs, n):
    for i in range(n):
        xs.append(i % 3 == 0)
    return xs


def store_ints(xs):
    for i in range(len(xs)):
        xs[i] = i * 5 % 11
    return xs


def store_strs(xs):
    for i in range(len(xs)):
        xs[i] = "v" + str(i)
    return xs


def store_floats(xs):
    for i in range(len(xs)):
        xs[i] = i / 4
    return xs


def kinds(xs):
    return sorted({type(x).__name__ for x in xs})


def summary(xs):
    return len(xs), xs[:4], xs[-3:], kinds(xs)


def fresh(kind):
    if kind == "ints":
        return [1, 2, 3]
    if kind == "floats":
        return [1.5, 2.5]
    if kind == "bools":
        return [True, False]
    if kind == "values":
        return ["a", None, 3]
    return []


KINDS = ["ints", "floats", "bools", "values", "empty"]

for step in range(WARM):
    for kind in KINDS:
        append_ints(fresh(kind), 5)
        append_strs(fresh(kind), 5)
        append_floats(fresh(kind), 5)
        store_ints(fresh(kind))

for kind in KINDS:
    print(kind, "append ints", summary(append_ints(fresh(kind), 40)))
    print(kind, "append strs", summary(append_strs(fresh(kind), 40)))
    print(kind, "append tuples", summary(append_tuples(fresh(kind), 40)))
    print(kind, "append floats", summary(append_floats(fresh(kind), 40)))
    print(kind, "append bools", summary(append_bools(fresh(kind), 40)))
    print(kind, "store ints", summary(store_ints(fresh(kind) * 10)))
    print(kind, "store strs", summary(store_strs(fresh(kind) * 10)))
    print(kind, "store floats", summary(store_floats(fresh(kind) * 10)))

# A list that starts as ints, gets a str appended mid-loop, then ints again.
mixed = [0]
for i in range(300):
    if i == 150:
        append_strs(mixed, 1)
    append_ints(mixed, 2)
print("mixed", summary(mixed), mixed.count("s0"), sum(x for x in mixed if isinstance(x, int)))

# Big ints and floats outside the immediate range into int and float storage.
big = append_ints([1, 2], 3)
big.append(2 ** 70)
tiny = append_floats([0.5], 3)
tiny.append(1e-310)
print("big", summary(big), "tiny", summary(tiny))
