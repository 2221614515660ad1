# float.hex/float.fromhex round trips against sys.float_info limits, sys.int_info digit limits, sys.version_info comparisons and feature gates, with a tiny hex-float serializer class
import sys
import math

print("== sys.float_info ==")
fi = sys.float_info
print(fi.max, fi.min, fi.epsilon, fi.dig, fi.mant_dig)
print(fi.max_exp, fi.min_exp, fi.max_10_exp, fi.min_10_exp, fi.radix, fi.rounds)
print(fi.max == 1.7976931348623157e308, fi.epsilon == 2.0 ** -52, fi.min == 2.0 ** -1022)
print(fi.max.hex(), fi.min.hex(), fi.epsilon.hex(), (fi.min * fi.epsilon).hex())
print(1.0 + fi.epsilon > 1.0, 1.0 + fi.epsilon / 2 == 1.0, fi.max * 2 == math.inf, fi.min / 2 > 0)
print(type(fi).__name__ if False else "float_info", len(fi), fi[0] == fi.max, fi[2] == fi.max_exp, tuple(fi)[3:6])
print(isinstance(fi.dig, int), isinstance(fi.epsilon, float))

print()
print("== sys.int_info / version_info ==")
ii = sys.int_info
print(ii.default_max_str_digits, ii.str_digits_check_threshold)
big = 7 ** 1500
digits = str(big)
print(len(digits), digits[:20], digits[-20:], len(digits) < ii.default_max_str_digits)
vi = sys.version_info
print(vi.major, vi.minor, vi[0], vi[:2], vi >= (3, 8), vi < (4,), vi >= (3, 11), vi > (3, 11, 0) or vi == (3, 11, 0))
print(vi.major == 3, (3, 12) > vi[:2], vi[:2] == (3, 11), "%d.%d" % vi[:2], "{0.major}.{0.minor}".format(vi))
if vi >= (3, 10):
    feature = "match statements available"
else:
    feature = "no match"
print(feature, isinstance(vi[:3], tuple), sys.maxsize == 2 ** 63 - 1, sys.maxsize > 2 ** 31)
print(sys.getsizeof([]) > 0, sys.getsizeof(1) > 0, sys.getsizeof("abc") >= sys.getsizeof(""), isinstance(sys.getsizeof(2.5), int))
print(sys.byteorder in ("little", "big"), type(sys.argv).__name__, len(sys.argv) >= 1, sys.platform != "")

print()
print("== float.hex round trips ==")
samples = [0.0, -0.0, 1.0, -1.0, 0.5, 0.1, 2.5, 3.141592653589793, 1e-310, 5e-324, 1e300, -123.456,
           2.0 ** 53, 2.0 ** -1074, 1 / 3, 100.0, 0.3, math.pi * 1e10, fi.max, fi.min]
for x in samples:
    h = x.hex()
    back = float.fromhex(h)
    print(f"{x!r:>24} {h:>24} {back == x and (math.copysign(1, back) == math.copysign(1, x))}")
for v in [math.inf, -math.inf, math.nan]:
    print(v.hex(), float.fromhex(v.hex()))
print()
print("== float.fromhex parsing ==")
texts = ["0x1p0", "0x1.8p1", "-0x1.fp-3", "0X1P+4", "0x.8", "0x10", "  0x1.0p-2  ", "0xA.Bp2", "1p2" if False else "0x1p-1074",
         "0x1p-1075", "0x1.0000000000001p0", "0x1.00000000000008p0", "0x1.00000000000018p0", "inf", "-Infinity", "nan",
         "0x1.fffffffffffffp1023", "0x0p0", "-0x0p0", "3", "0x1p+0", "0xffp-8", "0x1.23456789abcdefp10"]
for t in texts:
    r = float.fromhex(t)
    print(f"{t!r:28} -> {r!r}")
for bad in ["0x", "0xg", "", "0x1p", "hello", "0x1.2.3", "0x1p99999"]:
    try:
        print(repr(bad), float.fromhex(bad))
    except (ValueError, OverflowError) as exc:
        print(repr(bad), type(exc).__name__, exc)


class HexFloat(float):
    def __new__(cls, value):
        if isinstance(value, str):
            value = float.fromhex(value)
        return super().__new__(cls, value)

    def __repr__(self):
        return "HexFloat(%s)" % self.hex()


print()
print("== serializer ==")
params = {"gain": 0.1, "offset": -2.75, "scale": 1e-7, "limit": fi.max / 4}
encoded = {k: v.hex() for k, v in params.items()}
for k in sorted(encoded):
    print(f"{k:>7} = {encoded[k]}")
decoded = {k: HexFloat(h) for k, h in encoded.items()}
print(decoded == params, all(type(v) is HexFloat for v in decoded.values()))
print(sorted(decoded.values()))
print(sum(decoded.values()) == sum(params.values()), repr(HexFloat(0.5) + HexFloat("0x1p-1")), HexFloat.fromhex("0x1.8p0"))
print(type(HexFloat.fromhex("0x1p3")).__name__, repr(HexFloat.fromhex("0x1p3")))
acc = 0.0
for i in range(1, 11):
    acc += 0.1
    if i % 5 == 0:
        print(i, repr(acc), acc.hex(), float.fromhex(acc.hex()) == acc, acc.as_integer_ratio())
nxt = float.fromhex("0x1.0000000000001p+0")
print(nxt - 1.0 == fi.epsilon, nxt.hex(), (fi.min * fi.epsilon) == float.fromhex("0x1p-1074"))
