print(sum([1, 2, 3]), sum([1, 2.5, 3]), sum([1.5, 2, 3]), sum([], 7), sum([2**62, 2**62]), sum([1, 2], 0.5))
print(sum([0.1] * 10), sum([1e308, 1e308]), sum([True, True]), sum([1, True]), sum([2**61, 2**61, -2**62]))
print(max([3, 1, 3]), min([3, 1, 1]), max([1.0, float('nan'), 2.0]), max([float('nan'), 1.0]), min(2.5, 1.5), max([-0.0, 0.0]), max([0.0, -0.0]))
print(max([1, 2.5]), min([2**70, 1]), max(range(10)), sum(x * 0.5 for x in range(10)), sum([4611686018427387903, 1]))


class Meters(float):
    def __add__(self, other):
        return Meters(float(self) + float(other) + 1000)

    def __radd__(self, other):
        return Meters(float(self) + float(other) + 1000)


class Loud(int):
    def __gt__(self, other):
        return False

    def __lt__(self, other):
        return True


# Subclasses keep their own operators: no fast path may take them for numbers.
print(sum([1, Meters(2.0)]), sum([Meters(1.0), 2.0]), max([Loud(1), Loud(5)]), min([3, Loud(9)]))
# Totals crossing the small-int range at every position, and back.
big = 2**62 - 1
for k in range(4):
    xs = [1] * k + [big] + [1] * (3 - k) + [-big]
    print(k, sum(xs), sum(xs, 0.0), max(xs), min(xs))
# Mixed ints and floats in every order; the first of equal extremes wins.
vals = [3, 3.0, 2, 2.0, 5, 5.0]
for i in range(len(vals)):
    rot = vals[i:] + vals[:i]
    print(rot, sum(rot), max(rot), min(rot), repr(max(rot)), repr(min(rot)))
print(sum([0.1, 0.2, 0.3] * 1000), sum(range(100000)), max([-1.5, -2.5]), min([], default="empty"))
try:
    sum([1, "a"])
except TypeError as e:
    print("TypeError", e)
try:
    max([1, "a"])
except TypeError as e:
    print("TypeError", e)
