# Inspecting floats: hex(), as_integer_ratio(), is_integer() used to decompose values into sign/mantissa/exponent, find ulps and classify results.
def decompose(x):
    h = x.hex()
    sign = h.startswith("-")
    body = h.removeprefix("-").removeprefix("0x")
    mant, _, exp = body.partition("p")
    lead, _, frac = mant.partition(".")
    return sign, lead, frac, int(exp)


def ulp_steps(a, b):
    # distance in units of 2**-52 relative to a's exponent, from the exact ratios
    na, da = a.as_integer_ratio()
    nb, db = b.as_integer_ratio()
    diff_num = nb * da - na * db
    diff_den = da * db
    _, _, _, e = decompose(a)
    scale = 2 ** (52 - e) if e <= 52 else 1
    return diff_num * scale // diff_den


SAMPLES = [1.0, -1.0, 0.5, 0.1, 3.75, 1024.0, 1e-10, 2.5e15, -0.0, 0.0, 1 / 3, 2 ** 53 + 0.0, 123.456]
for x in SAMPLES:
    n, d = x.as_integer_ratio()
    print(f"{x!r:>22} {x.hex():>24} int={x.is_integer()!s:5} ratio={n}/{d} {decompose(x)}")

def from_hex(h):
    sign, lead, frac, e = decompose_str(h)
    mant = int(lead + frac, 16)
    e -= 4 * len(frac)
    v = mant * 2.0 ** e if e < -1000 else float(mant * 2 ** e) if e >= 0 else mant / 2 ** -e
    return -v if sign else v


def decompose_str(h):
    sign = h.startswith("-")
    mant, _, exp = h.removeprefix("-").removeprefix("0x").partition("p")
    lead, _, frac = mant.partition(".")
    return sign, lead, frac, int(exp)


print(from_hex("0x1.8p1"), from_hex("-0x1p-2"), from_hex("0x1.fffffffffffffp1023"))
for x in SAMPLES:
    if from_hex(x.hex()) != x or str(from_hex(x.hex())) != str(x):
        print("roundtrip failed", x)

# classify results of arithmetic: which products are integral, how far from exact
integral = 0
inexact = 0
max_steps = 0
for i in range(1, 400):
    x = i / 7
    y = x * 7
    if y.is_integer():
        integral += 1
    if y != i:
        inexact += 1
        steps = abs(ulp_steps(float(i), y))
        max_steps = max(max_steps, steps)
print(integral, inexact, max_steps)

# denominators of i/10 are powers of two: record the largest exponent seen
exps = {}
for i in range(1, 300):
    n, d = (i / 10).as_integer_ratio()
    k = d.bit_length() - 1
    assert d == 1 << k
    exps[k] = exps.get(k, 0) + 1
print(sorted(exps.items()))

# the hex strings of successive halvings shrink the exponent only
x = 6.0
out = []
for _ in range(8):
    out.append(x.hex())
    x /= 2
print(out)
tiny = 5e-324
print(tiny.hex(), (tiny * 2).hex(), tiny.as_integer_ratio()[1].bit_length(), (tiny / 2).hex())
print((2.0 ** 60).is_integer(), (1e300).is_integer(), float("inf").is_integer(), float("nan").is_integer())
for bad in [float("inf"), float("-inf")]:
    try:
        bad.as_integer_ratio()
    except OverflowError as e:
        print("OverflowError", e)
