# f-strings: int fields of the widths the fast path formats (up to 32) and past it, and
# fields joined into one str (ASCII or not, long enough for a char index), str subclasses among them.
for n in [0, 7, -7, 123456789, -2**62, 2**62 - 1, 5, -5]:
    print(f"[{n}] [{n:d}] [{n:5}] [{n:05}] [{n:05d}] [{n:32}] [{n:032d}] [{n:33}] [{n:040d}] [{n:1}] [{n:0}] [{n:00}]")
name = "wörld"
for i in range(3):
    print(f"a{i}b{i * 2}c", f"héllo {name} {i:03d}", f"{'x'}{i}{'y'}", f"{i}" + "")
class S(str):
    pass
print(f"{S('sub')}-{S('é')}")
a = "é" * 100
b = "ü" * 70
for i in range(3):
    s = f"{a}{i}{b}x{a}"
    print(len(s), s[150], s[100], s[101], s[-1], s[171], s[170:175], s.index("x"), s[::50])
    t = f"{'abc' * 30}{i}"
    print(len(t), t[-1], t[45:50], t.isascii())
