# bytes patterns on bytes (and bytearray) subjects: ASCII-only classes and case
# folding, high bytes, escapes, templates, split/findall/sub, reprs and flags.
import re

print("== classes are ASCII-only ==")
data = bytes(range(256))
for pat in [rb"\w", rb"\d", rb"\s", rb"\W", rb"[^\W\d_]", rb".", rb"(?s).", rb"[\x80-\xff]", rb"[^\x00-\x7f]"]:
    got = re.findall(pat, data)
    print("%-14r %3d %r" % (pat, len(got), b"".join(got)[:70]))
for pat, s in [(rb"\w+", b"caf\xe9 na\xefve_1"), (rb"\W+", b"caf\xe9 x"), (rb"\s+", b"a \t\n\r\x0b\x0c\x1c\x85\xa0b"),
               (rb"\d+", b"12\xb23"), (rb"\b\w", b"ab \xe9cd"), (rb".", b"\xff\n\x00"), (rb"[\x80-\xff]+", b"ab\x80\x90\xffc"),
               (rb"\x41\101\0", b"AA\x00"), (rb"[\x00-\x1f]", b"a\x01\x1fb"), (rb"(?a)\w", b"a\xe9")]:
    print("%-16r %r" % (pat, re.findall(pat, s)))

print("== IGNORECASE is ASCII-only ==")
for pat, s in [(rb"\xe9", b"\xe9\xc9"), (rb"[a-z]+", b"HeLLo \xc9"), (rb"k", b"kK"), (rb"[^k]", b"kKx"),
               (rb"[A-Z]+", b"abc\xe0"), (rb"\w+", b"MiXeD\xc0"), (rb"hello", b"HELLO hello HeLlO")]:
    print("%-12r %r %r" % (pat, re.findall(pat, s), re.findall(pat, s, re.I)))

print("== matching ==")
P = re.compile(rb"(?P<key>[a-z_]+)\s*=\s*(?P<val>[^;]*);")
cfg = b"name = ember; version=3.11;  path = /usr/lib;\xffbad = \xfe\xfd;"
for m in P.finditer(cfg):
    print(m.span(), m.group("key"), m.group("val"), m.groupdict(), m.lastgroup)
m = P.search(cfg)
print(repr(m), m.string[:10], m.re.pattern[:12], m.regs, m.groups(b"-"))
print(P.match(cfg).span(), P.fullmatch(b"a=b;"), P.search(cfg, 30, 60))
print(re.fullmatch(rb"[\x00-\xff]*", data).end(), re.search(rb"\xff", b"ab\xff").span())
print(re.findall(rb"$", b"a\n"), re.findall(rb"(?m)^\w", b"ab\ncd"), re.findall(rb"\Aa|b\Z", b"ab"))

print("== sub, subn, split ==")
print(re.sub(rb"(\w+)", rb"<\1>", b"ab cd"), re.sub(rb"(?P<w>\w+)", rb"<\g<w>>", b"ab cd"))
print(re.sub(rb"a", lambda m: m.group().upper(), b"banana"), re.subn(rb"a", b"", b"banana"))
print(re.split(rb"[,;]\s*", b"a, b;c"), re.split(rb"(,)", b"a,b"), re.split(rb"\xff", b"a\xffb\xff"))
print(re.sub(rb"\b", b"|", b"ab cd"), re.sub(rb"(?i)\bA", b"X", b"a A"), re.sub(rb".", rb"\\", b"ab"))
print(re.sub(rb"a", rb"\101", b"a"), re.sub(rb"a", rb"\n", b"a"), re.sub(rb"a", b"\xe9", b"a"), re.sub(rb"(a)", b"\\g<1>\xe9", b"a"))
print(re.sub(b"x*", b"-", b"abc"), re.split(b"x*", b"abc"), re.findall(b"", b"ab"))
print(re.match(rb"(a)(b)", b"ab").expand(rb"\2\1\g<0>"), re.match(rb"(?P<n>\w)", b"z").expand(rb"[\g<n>]"))
for tmpl in [rb"\x", rb"\u0041", rb"\g<9>", rb"\q"]:
    try:
        print(tmpl, re.sub(rb"a", tmpl, b"a"))
    except re.error as e:
        print(tmpl, "error:", e)

print("== bytearray subjects ==")
ba = bytearray(b"key=value; other=thing")
print(re.search(rb"=(\w+)", ba).span(), re.search(rb"=(\w+)", ba).span(1), re.findall(rb"\w+", ba) == [b"key", b"value", b"other", b"thing"])
print([m.span() for m in re.finditer(rb"\w+", ba)], len(re.split(rb"; ", ba)))

print("== escape ==")
for b in [b"a.b*c\xff", b"\x00 \t", b"hello world", bytes(range(32, 48)), b"[]{}()|^$\\-&~#"]:
    print(re.escape(b), re.fullmatch(re.escape(b), b) is not None)

print("== flags and reprs ==")
for pat, flags in [(b"a", 0), (b"a", re.I), (b"a", re.A), (b"(?a)a", 0), (b"(?ims)a", 0), (b"a", re.M | re.X), (b"it's", 0), (b"\xff\x00", 0)]:
    p = re.compile(pat, flags)
    print(repr(p), p.flags, p.pattern)
print(repr(re.match(rb".*", b"\xff\x00")), repr(re.match(rb".*", b"x" * 70)))

print("== type errors ==")
for f in [lambda: re.match(b"a", "a"), lambda: re.match("a", b"a"), lambda: re.sub(b"a", b"b", "a"),
          lambda: re.compile(b"a", re.U), lambda: re.compile(b"(?u)a")]:
    try:
        f()
    except (TypeError, ValueError, re.error) as e:
        print(type(e).__name__, e)

print("== a binary record parser ==")
record = re.compile(rb"(?s)\x02(?P<type>[A-Z])(?P<len>\d{2})(?P<body>.*?)\x03")
stream = b"\x02A03abc\x03junk\x02B05\x00\x01\x02\x03\x04\x03\x02C00\x03\x02Dxx\x03"
for m in record.finditer(stream):
    body = m.group("body")
    print(m.group("type"), int(m.group("len")), body, len(body) == int(m.group("len")), m.span())
