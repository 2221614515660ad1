# Dict keys/items views as sets (==, &, |, -, ^), and abs(), unary + and divmod() on instances with __abs__, __pos__, __divmod__/__rdivmod__.
# dict.keys() / dict.items() views are set-like: == with a set, &, -, | work.
d = {"a": 1, "b": 2}
print(d.keys() == {"a", "b"}, {"a", "b"} == d.keys())
print(d.items() == {("a", 1), ("b", 2)})
print(sorted(d.keys() & {"a", "z"}), sorted(d.keys() - {"a"}), sorted(d.keys() | {"c"}))
# abs() -> __abs__, unary + -> __pos__, divmod() -> __divmod__/__rdivmod__, pow(x, y, m) -> __pow__(y, m).
class V:
    def __abs__(self):
        return "abs"

    def __pos__(self):
        return "pos"

    def __divmod__(self, other):
        return "divmod"

    def __rdivmod__(self, other):
        return "rdivmod"

    def __pow__(self, other, mod=None):
        return ("pow", other, mod)


for label, f in [("abs", lambda: abs(V())), ("pos", lambda: +V()), ("divmod", lambda: divmod(V(), 1)),
                 ("rdivmod", lambda: divmod(1, V()))]:
    try:
        print(label, f())
    except TypeError as e:
        print(label, "TypeError:", e)
