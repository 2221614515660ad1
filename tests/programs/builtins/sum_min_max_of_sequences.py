# sum, min and max of a list or tuple of small ints or floats read the items in
# place; anything else (big ints, bools, mixed kinds, subclasses, NaN, keys,
# defaults) goes the general way, with CPython's results and errors.

import math


class MyList(list):
    pass


cases = [
    [3, 1, 4, 1, 5, 9, 2, 6],
    (3, 1, 4, 1, 5, 9, 2, 6),
    [2.5, -1.0, 7.25, 7.25],
    [1, 1.0, True],
    [True, False, True],
    [1.0, 1],
    [-0.0, 0.0, 0],
    [2**62, 2**62, 2**62],
    [2**70, -5, 3],
    [float("nan"), 1.0, 2.0],
    [1.0, float("nan"), 2.0],
    MyList([4, 8, 2]),
    [7],
    (),
]

for seq in cases:
    try:
        s = sum(seq)
    except TypeError as e:
        s = "TypeError: " + str(e)
    try:
        lo, hi = min(seq), max(seq)
    except ValueError as e:
        lo = hi = "ValueError: " + str(e)
    print(type(seq).__name__, repr(s), repr(lo), repr(hi), type(hi).__name__)

print(sum([1, 2, 3], 10), sum((0.5, 0.25), 1), sum([1, 2], 0.5), sum([], -1))
print(max([], default="none"), min((), default=0), max([3, 9, 4], key=lambda v: -v))
print(max(3, 9, 4), min(2.5, 1, 7), max([5, 5.0]), min([5.0, 5]))
print(math.isnan(sum([1.0, float("nan")])), sum([1e308, 1e308]))
try:
    sum(["a", "b"])
except TypeError as e:
    print("TypeError:", e)
try:
    max([1, "a"])
except TypeError as e:
    print("TypeError:", e)

# A hot loop, so the calls run from compiled code too.
stack = []
total = 0
for i in range(20000):
    stack.append(i * 7 % 1009)
    if len(stack) > 16:
        chunk = stack[-8:]
        total += sum(chunk) - max(chunk) + min(tuple(chunk))
        del stack[:8]
print(total, sum(float(v) for v in stack), max(stack), min(stack))
