# Floats at the edges of the immediate-float encoding, boxed and unboxed by compiled
# code: stored in instance attributes and list items, read back, combined, and
# compared bit for bit with what the interpreter computes. The encoding keeps
# exponents in [2^-255, 2^256) inline (except one value, and +0.0 by a code of its
# own); everything else is a heap float.
import math
import struct

WARM = 300

EDGES = [
    0.0, -0.0, 1.0, -1.0, 0.5, -2.5, 1e-300, -1e-300, 5e-324, -5e-324,
    2.0 ** -255, -(2.0 ** -255), 2.0 ** -256, 2.0 ** 255, 2.0 ** 256, -(2.0 ** 256),
    math.nextafter(2.0 ** 256, 0.0), math.nextafter(2.0 ** -255, 1.0),
    math.nextafter(2.0 ** -255, 0.0), 1.7272337110188889e-77, -1.7272337110188889e-77,
    1e308, -1e308, math.inf, -math.inf, 3.141592653589793, 1e-77, 1e77,
]


def bits(x):
    return struct.pack("<d", x).hex()


class Box:
    def __init__(self, v):
        self.v = v


def through_attributes(values):
    out = []
    for x in values:
        b = Box(x)
        b.v = b.v * 1.0
        out.append(b.v)
    return out


def through_list(values):
    xs = [0.0] * len(values)
    for i in range(len(values)):
        xs[i] = values[i] + 0.0
    return xs


def negated(values):
    out = []
    for x in values:
        out.append(-x)
    return out


def halved_and_doubled(values):
    out = []
    for x in values:
        out.append((x / 2.0) * 2.0)
    return out


for _ in range(WARM):
    through_attributes(EDGES)
    through_list(EDGES)
    negated(EDGES)
    halved_and_doubled(EDGES)

for name, f in [("attributes", through_attributes), ("list", through_list), ("negated", negated),
                ("halved", halved_and_doubled)]:
    print(name, " ".join(bits(x) for x in f(EDGES)))

nan_out = through_attributes([math.nan])[0]
print("nan stays nan", math.isnan(nan_out))
