# A tiny object inspector: dir() of user-class instances, callable() on attributes, format() of numbers and strings, ascii() of non-ASCII data.
class Temperature:
    unit = "C"

    def __init__(self, celsius, label):
        self.celsius = celsius
        self.label = label

    def fahrenheit(self):
        return self.celsius * 9 / 5 + 32

    @property
    def kelvin(self):
        return self.celsius + 273.15

    @staticmethod
    def parse(text):
        return Temperature(float(text.rstrip("C°")), "parsed")

    def show(self, spec=""):
        if spec.endswith("F"):
            return format(self.fahrenheit(), spec[:-1] + "f") + "°F"
        if spec.endswith("K"):
            return format(self.kelvin, spec[:-1] + "f") + "K"
        return format(self.celsius, spec or ".1f") + "°C"


class Station(Temperature):
    def __init__(self, celsius, label, city):
        super().__init__(celsius, label)
        self.city = city
        self.notify = lambda msg: f"[{city}] {msg}"

    def __call__(self, delta):
        self.celsius += delta
        return self


def public(obj):
    return [n for n in dir(obj) if not n.startswith("_")]


def describe(obj):
    parts = []
    for name in public(obj):
        value = getattr(obj, name)
        kind = "call" if callable(value) else type(value).__name__
        parts.append(f"{name}:{kind}")
    return " ".join(parts)


t = Temperature(21.5, "lab")
s = Station(-3.25, "outdoor", "Zürich")
print(public(t))
print(describe(t))
print(describe(s))
print("__format__" in dir(t), "__call__" in dir(s), "__call__" in dir(t), "celsius" in dir(Temperature))
print(callable(t), callable(s), callable(Temperature), callable(t.fahrenheit), callable(s.notify),
      callable(Temperature.parse), callable(None), callable(print), callable("str"), callable(len))
print(t.show(), t.show(".2F"), t.show("8.0K"), f"{s.show('.3')}", f"{s.show('F')}", "{}".format(s.show(".1K")))
print(ascii(s.city), ascii(s.notify("ünïcode ✓")), ascii([s.city, "plain", 3]), ascii("tab\there"))
print(repr(s.city), str(s.city), format(s.city, ">10"), format(42, "x"), format(3.5), format("x", ""))

# simulate readings; formatting and introspection in a hot loop
readings = []
for i in range(300):
    st = Station((i * 37 % 90) / 2 - 10, "s%d" % i, ["Köln", "Oslo", "Łódź", "Lima"][i % 4])
    if i % 3 == 0:
        st(1.5)
    st.extra = i
    readings.append(st)
names = {}
width = 0
calls = 0
for st in readings:
    for n in public(st):
        names[n] = names.get(n, 0) + 1
        if callable(getattr(st, n)):
            calls += 1
    width += len(st.show("6.2F")) + len(ascii(st.city))
print(sorted(names.items()), calls, width)
hot = max(readings, key=lambda r: r.celsius)
print(f"{hot.show('K')} {hot.show('.0F')} {hot.show()} {ascii(hot.city)} {hot.extra:>{4}}")
try:
    t.show("d")
except ValueError as e:
    print("ValueError", e)
try:
    format(object(), "x")
except TypeError as e:
    print("TypeError", e)
