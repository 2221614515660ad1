# UnicodeDecodeError/UnicodeEncodeError: CPython's five arguments, their attributes and messages
for f in [lambda: b"a\xff".decode(), lambda: b"ab\xe4\xb8".decode(), lambda: b"\xc3(".decode(), lambda: b"x\x80".decode("ascii"), lambda: "日本x".encode("ascii"), lambda: "a€".encode("latin-1"), lambda: str(b"\xff", "utf-8")]:
    try:
        f()
    except (UnicodeDecodeError, UnicodeEncodeError) as e:
        print(type(e).__name__, "|", e, "|", e.encoding, e.object, e.start, e.end, e.reason, len(e.args), isinstance(e, UnicodeError), isinstance(e, ValueError))
try:
    raise UnicodeDecodeError("utf-8", b"\x00\xff", 1, 2, "made up")
except UnicodeDecodeError as e:
    print(e, e.args)
