# Searches for a one-char needle (a byte search inside ember) give the same
# positions and counts as any other search: in ASCII text and in text with wide
# chars before the match (positions count chars, not bytes), with start and end
# bounds, and when the needle is absent.

TEXTS = ["key=value=more", "ключ=значение=ещё", "a,b,,c,", "", "=", "no needle", "日本=語=", "x" * 40 + "=" + "y"]

for t in TEXTS:
    print(repr(t))
    print("  find", t.find("="), t.rfind("="), t.find(","), t.rfind(","), t.find("=", 4), t.rfind("=", 0, 5))
    print("  count", t.count("="), t.count(","), t.count("=", 2), t.count("=", 1, 6), t.count(""))
    print("  partition", t.partition("="), t.rpartition("="))
    print("  two chars", t.find("=v"), t.rfind("=m"), t.count("=="), t.partition("=e"))
    for method in (t.index, t.rindex):
        try:
            print("  ", method.__name__, method("="))
        except ValueError as e:
            print("  ", method.__name__, "ValueError", e)

# A line of fields, parsed the way log processors do.
line = "ts=120 svc=db lvl=WARN ms=37 user=u12 note=a=b"
fields = {}
for part in line.split(" "):
    key, sep, value = part.partition("=")
    fields[key] = (sep, value)
print(sorted(fields.items()))
print(sum(p.count("=") for p in line.split(" ")), line.rfind("="), line.index("u"))
