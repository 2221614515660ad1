# What str.split(), strip() and isspace() count as whitespace (the ASCII information
# separators \x1c-\x1f too), and what int() and float() strip (not those).
s = "a\x1cb\x1dc\x1e d\x1f\x85e\u3000f"
print(s.split())
print(s.split(None, 2))
print(s.rsplit(None, 2))
print(repr(" \x1c a \x1f".strip()), repr("\x1ca\x1d".lstrip()), repr("\x1ca\x1d".rstrip()))
print("x\x1cy".isspace(), "\x1c\x1f \t".isspace(), "".isspace())
print("a,b,,c".split(","), "a,b,,c".split(",", 1), "a,b,,c".rsplit(",", 1), "é,ü,".split(","))
print("x\u3000y\u3000 z".rsplit(None, 1), "x\u3000y\u3000 z".split(None, 1))
for t in ['\x1c 42', '42\x1f', '\x85 42', '\u3000 42', '\xa0 42']:
    for f in (int, float):
        try:
            print(repr(t), f.__name__, f(t))
        except ValueError:
            print(repr(t), f.__name__, 'ValueError')
