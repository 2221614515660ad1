# str.partition/rpartition, removeprefix/removesuffix, expandtabs, casefold, the
# is* tests added with them, and tuple.count/index.
print("a,b,c".partition(","), "abc".partition("x"), "a,b,c".rpartition(","), "abc".rpartition("x"))
print("key = value = x".partition(" = "), "αβγβ".rpartition("β"))
for bad in [lambda: "a".partition(""), lambda: "a".partition(1), lambda: "a".rpartition(None)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print("test_case.py".removeprefix("test_"), "test_case.py".removesuffix(".py"), "abc".removeprefix(""), "abc".removesuffix("x"))
try:
    "a".removeprefix(1)
except TypeError as e:
    print("TypeError", e)
print(repr("a\tbc\t|".expandtabs()), repr("a\tb".expandtabs(4)), repr("a\tb".expandtabs(0)), repr("a\tb".expandtabs(-1)))
print(repr("x\ty\nab\tc\r\td".expandtabs(tabsize=3)), repr("é\tx".expandtabs(2)))
print("MiXeD Case".casefold(), "".casefold())
for s in ["", "abc", "é", "x\x7f", "tab\t"]:
    print(repr(s), s.isascii(), s.isprintable() if s.isascii() else "-")
for s in ["x_1", "_", "1x", "é", "", "a b", "class", "a-b", "Ωmega"]:
    print(repr(s), s.isidentifier())
for s in ["Hello World", "Hello world", "123", "A1 B", "", "HELLO", "Hello  World!", "hello"]:
    print(repr(s), s.istitle())
t = (1, 2, 3, 2, "2", 2.0)
print(t.count(2), t.count("2"), t.count(9), t.index(2), t.index(2, 2), t.index(3, -4), t.index(2.0))
for bad in [lambda: t.index(9), lambda: t.index(1, 1), lambda: t.count(), lambda: t.index(), lambda: t.nosuch()]:
    try:
        bad()
    except (ValueError, TypeError, AttributeError) as e:
        print(type(e).__name__, e)


class Eq:
    def __eq__(self, other):
        return other == 3


print(t.count(Eq()), t.index(Eq()), (Eq(),).count(3))
