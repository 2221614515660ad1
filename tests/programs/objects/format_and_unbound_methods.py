# A class's own __format__ (format(), f-strings, str.format), methods read off builtin
# types (str.lower as a key, dict.get, list.append), '%' formatting after a keyed
# field, a list subclass whose __mul__ declines, generator.throw(type, value).
class Temperature:
    def __init__(self, celsius):
        self.celsius = celsius

    def __format__(self, spec):
        if spec.endswith("F"):
            return format(self.celsius * 9 / 5 + 32, spec[:-1] + "f") + "F"
        return format(self.celsius, spec or "g") + "C"


readings = [Temperature(t) for t in (21.5, -3.25, 37.0)]
for r in readings:
    print(format(r), f"{r:.1f}", f"{r:.0F}", "{:.2f}".format(r), "[{0:>8}]".format(format(r, ".1f")))

words = ["banana", "Apple", "cherry", "apple"]
print(sorted(words, key=str.lower), list(map(str.upper, words[:2])), str.join("-", words))
table = {"a": 1}
print(dict.get(table, "a"), dict.get(table, "z", 0), list(map(len, words)))
acc = []
for w in words:
    list.append(acc, str.title(w))
print(acc, str.lower)
try:
    str.upper(42)
except TypeError as e:
    print("TypeError:", e)

for fmt in ["%(x)s %s", "%(x)s and %(y)d"]:
    try:
        print(repr(fmt % {"x": 1, "y": 2}))
    except TypeError as e:
        print("TypeError", e)
print("%s" % {"k": 1})


class Row(list):
    def __mul__(self, other):
        if isinstance(other, int):
            return Row(list(self) * other)
        return NotImplemented


print(Row([1, 2]) * 2)
try:
    Row([1]) * Row([2])
except TypeError as e:
    print("TypeError:", e)


def worker():
    while True:
        try:
            yield "ready"
        except ValueError as e:
            yield f"recovered from {e}"


w = worker()
next(w)
print(w.throw(ValueError, "bad input"))
print(next(w))
print(w.throw(ValueError, ValueError("direct")))
