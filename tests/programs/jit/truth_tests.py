# Truth tests in hot loops: bools, then every other kind of value, so a guard on
# the tested class fails and the interpreter (or a wider version) takes over; dead
# locals are unbound at a deopt and must not be read again.


class Sized:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


class Flag:
    def __init__(self, on):
        self.on = on

    def __bool__(self):
        return self.on


class Broken:
    def __bool__(self):
        raise ValueError("no truth here")


def count_true(items):
    count = 0
    for x in items:
        if x:
            count += 1
    return count


def first_false(items):
    i = 0
    while items[i]:
        i += 1
    return i


def both(a, b):
    return (a and b), (a or b)


def main():
    bools = [True, False, True] * 700
    print(count_true(bools))
    for _ in range(3):
        print(count_true(bools))
    mixed = bools + [0, 1, -3, 2**70, 0.0, 1.5, "", "s", [], [0], (), (1,), {}, {1: 2}, None]
    print(count_true(mixed))
    print(count_true(mixed + [Sized(0), Sized(2), Flag(False), Flag(True)]))
    print(first_false([True] * 3000 + [False]))
    print(first_false([1] * 3000 + [0]))
    print(first_false(["x"] * 3000 + [""]))
    total = 0
    for k in range(4000):
        x, y = both(k % 3 == 0, k % 5 == 0)
        total += x + y
    print(total)
    for k in range(4000):
        x, y = both(k % 3, [k] if k % 5 else [])
        total += (x if isinstance(x, int) else len(x)) + (y if isinstance(y, int) else len(y))
    print(total)
    try:
        count_true(bools + [Broken()])
    except ValueError as e:
        print("ValueError:", e)
    flags = [True] * 2000
    for m in range(0, 2000, 3):
        flags[m] = False
    print(count_true(flags), m)


main()
