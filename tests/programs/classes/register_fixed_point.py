# Numeric wrappers: a fixed-width Register with __index__ (subscripts of lists/tuples/strings/ranges, int(), float()), and a FixedPoint with __int__/__float__/__bool__.
class Register:
    def __init__(self, value, width=8):
        self.width = width
        self.value = value & ((1 << width) - 1)

    def __index__(self):
        return self.value

    def __add__(self, other):
        return Register(self.value + int(other), self.width)

    def __lshift__(self, n):
        return Register(self.value << n, self.width)

    def bits(self):
        return bin(int(self))[2:].zfill(self.width)

    def __repr__(self):
        return f"R{self.width}({hex(int(self))})"


class FixedPoint:
    SCALE = 1000

    def __init__(self, raw):
        self.raw = raw

    @classmethod
    def of(cls, x):
        return cls(round(x * cls.SCALE))

    def __int__(self):
        return int(self.raw / self.SCALE)  # truncates toward zero

    def __float__(self):
        return self.raw / self.SCALE

    def __bool__(self):
        return self.raw != 0

    def __mul__(self, other):
        return FixedPoint(self.raw * other.raw // self.SCALE)

    def __add__(self, other):
        return FixedPoint(self.raw + other.raw)

    def __repr__(self):
        sign = "-" if self.raw < 0 else ""
        whole, frac = divmod(abs(self.raw), self.SCALE)
        return f"{sign}{whole}.{frac:03d}"


r = Register(300)
print(r, int(r), float(r), r.bits(), Register(-1, 4), Register(5, 4).bits(), int(Register(7)) * "ab")
data = list(range(50))
print(data[Register(260)], (1, 2, 3)[Register(1)], "xyz"[Register(-2, 1)], range(100, 200)[Register(99)], data[Register(-5, 5)])
grid = [[r * 10 + c for c in range(10)] for r in range(10)]
print(grid[Register(3)][Register(7)], grid[Register(-1, 3)][Register(9)], {int(Register(9, 3)): "one"})
print(r + 1, r + Register(250), Register(1) << 7, Register(1) << 8, (Register(200) + 100).value)

# a shift-register checksum (hot loop)
acc = Register(0, 16)
hist = [0] * 16
for i in range(600):
    acc = (acc << 1) + (i * 31 % 256)
    hist[acc.value % 16] += 1
    if i % 150 == 0:
        print(i, acc, acc.bits())
print(acc, hist, sum(hist))
counts = [0] * 8
text = "".join(chr(97 + i % 26) for i in range(64))
picked = []
for i in range(400):
    reg = Register(i * 13, 3)
    counts[reg] += 1
    if i % 50 == 0:
        picked.append(text[Register(i, 6)])
print(counts, "".join(picked))

prices = [FixedPoint.of(x) for x in [19.99, 0.5, -3.125, 100.0, 0.0, -0.0004, 7.777]]
print(prices, [int(p) for p in prices], [float(p) for p in prices], [bool(p) for p in prices])
total = FixedPoint(0)
for p in prices:
    if p:
        total = total + p
print(total, int(total), float(total), FixedPoint.of(1.5) * FixedPoint.of(-2.25))
compound = FixedPoint.of(1.0)
rate = FixedPoint.of(1.01)
for month in range(240):
    compound = compound * rate
print(compound, float(compound), int(compound), round(float(compound), 1))
print(sum(int(FixedPoint(i * 137)) for i in range(-300, 300)), max(prices, key=float), sorted(prices, key=float)[:2])
for thunk in [lambda: Register(1) / 2, lambda: 1.5 * Register(2), lambda: [1, 2][FixedPoint(1)]]:
    try:
        print(thunk())
    except TypeError as e:
        print("TypeError", e)
