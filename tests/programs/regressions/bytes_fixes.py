# bytes regressions from differential corpus writing: str(bytes, encoding), byte range messages, encode errors over runs, int.from_bytes of non-bytes, reversed/int/float of bytes, hex(sep), split keywords
print(str(b"\xc3\xa9", "utf-8"), str(b"x", encoding="utf-8"), str(b"a\xffb", errors="ignore"), str(object=5))
for f in [lambda: 300 in b"ab", lambda: b"ab".find(300), lambda: "日本".encode("ascii"), lambda: "€€€x".encode("latin-1"), lambda: "a€b".encode("ascii"), lambda: int.from_bytes(5, "big"), lambda: int.from_bytes("ab", "big"), lambda: int(b"x"), lambda: float(b"zz"), lambda: str("x", "utf-8")]:
    try:
        print(f())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(list(reversed(b"abc")), int(b" -7 "), int(b"ff", 16), float(b"2e3"), int.from_bytes([1, 2], "big"), int.from_bytes(b"\x01\x02", "little"))
for args in [(), (":",), ("-", 2), ("-", -2), (b"_", 3), (" ", -3), ("|", 1), (":", 0)]:
    print(args, b"\x01\x02\x03\x04\x05".hex(*args), b"abcd".hex(*args), b"".hex(*args))
print(b"a b  c".split(maxsplit=1), b"a,b,c".split(sep=b","), b"a,b,c".split(b",", maxsplit=1), b"x".hex(sep=":"))
