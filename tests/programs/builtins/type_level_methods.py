# iter(callable, sentinel), dict.fromkeys, str.maketrans/translate/format_map, float.fromhex
import sys
lines = iter(["a", "b", "", "c"])
def nxt():
    return next(lines)
print(list(iter(nxt, "")))
it = iter(nxt, "zz")
print(type(it).__name__, next(it))
try:
    iter(5, 1)
except TypeError as e:
    print(e)
class Counter:
    def __init__(self): self.n = 0
    def __call__(self):
        self.n += 1
        return self.n
print([x for x in iter(Counter(), 5)])
print(dict.fromkeys("abc"), dict.fromkeys([1, 2], 0), {}.fromkeys((3,), []))
class D(dict):
    pass
d = D.fromkeys("xy", 1)
print(type(d).__name__, d)
t = str.maketrans("abc", "xyz", "d")
print(sorted(t.items()))
print("abcdd-abc".translate(t))
print("hello".translate({ord("l"): "L!", ord("o"): None}))
print("hello".translate(str.maketrans({"h": "J", 101: 97})))
try:
    str.maketrans("ab", "c")
except ValueError as e:
    print(e)
print("{name} is {age}".format_map({"name": "Al", "age": 3}))
class Default(dict):
    def __missing__(self, key):
        return "<" + key + ">"
print("{a} {b}".format_map(Default(a=1)))
try:
    "{0}".format_map({})
except ValueError as e:
    print(e)
for h in ["0x1.8p1", "-0x1p-1074", "0x1p-1075", "0x1.fffffffffffff7p1023", "0x1.fffffffffffffp1023", "0x3p-1076", "inf", " 0X1.A ", "1", ".8", "0x1.0000000000000801p0", "0x1.00000000000008p0"]:
    print(h, float.fromhex(h))
for bad in ["", "0x", "1p", "x1", "0x1.2.3"]:
    try:
        float.fromhex(bad)
    except ValueError as e:
        print(repr(bad), e)
try:
    float.fromhex("0x1p1024")
except OverflowError as e:
    print(e)
print(float.fromhex((3.7).hex()) == 3.7, (0.1).fromhex("0x1p0"))
