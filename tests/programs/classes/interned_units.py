# __new__ interning for units of measure: normalized keys, per-subclass caches, identity checks with `is`, __init__ guarded against re-running, and quantities using them.
class Unit:
    _tables = {}
    made = 0

    def __new__(cls, name, scale=1.0, dim=None):
        key = name.strip().lower()
        table = Unit._tables.setdefault(cls.__name__, {})
        unit = table.get(key)
        if unit is None:
            unit = super().__new__(cls)
            unit._ready = False
            table[key] = unit
            Unit.made += 1
        return unit

    def __init__(self, name, scale=1.0, dim=None):
        if self._ready:
            if dim is not None and dim != self.dim:
                raise ValueError(f"unit {self.name!r} redefined with dimension {dim!r}")
            return
        self.name = name.strip().lower()
        self.scale = scale
        self.dim = dim or self.name
        self._ready = True

    def __repr__(self):
        return f"<{type(self).__name__} {self.name}>"


class Currency(Unit):
    pass


class Quantity:
    def __init__(self, value, unit):
        self.value = value
        self.unit = unit if isinstance(unit, Unit) else Unit(unit)

    def to(self, target):
        target = target if isinstance(target, Unit) else Unit(target)
        if target.dim != self.unit.dim:
            raise TypeError(f"cannot convert {self.unit.dim} to {target.dim}")
        return Quantity(self.value * self.unit.scale / target.scale, target)

    def __add__(self, other):
        return Quantity(self.value + other.to(self.unit).value, self.unit)

    def __repr__(self):
        return f"{round(self.value, 6)} {self.unit.name}"


Unit("m", 1.0, "length")
Unit("km", 1000.0, "length")
Unit("cm", 0.01, "length")
Unit("s", 1.0, "time")
Unit("min", 60.0, "time")
Unit("h", 3600.0, "time")
print(Unit("KM") is Unit(" km "), Unit("km").scale, Unit("h").dim, Unit.made)
print(Currency("m") is Unit("m"), Currency("m"), Currency("m").dim, Unit.made)
print(sorted(Unit._tables), sorted(Unit._tables["Unit"]))

q = Quantity(1.5, "km") + Quantity(250, "m") + Quantity(3000, "cm")
print(q, q.to("m"), q.to(Unit("cm")), Quantity(90, "min").to("h"))
try:
    Quantity(1, "h").to("m")
except TypeError as e:
    print("TypeError", e)
try:
    Unit("km", 5.0, "time")
except ValueError as e:
    print("ValueError", e)

# heavy use: many lookups return the same interned objects
names = ["m", "KM", "cm ", "s", "Min", "h"]
total_len = Quantity(0, "m")
total_time = Quantity(0, "s")
ids_same = 0
for i in range(500):
    u = Unit(names[i % 6])
    if u is Unit(u.name):
        ids_same += 1
    qq = Quantity(i % 17, u)
    if u.dim == "length":
        total_len = total_len + qq
    else:
        total_time = total_time + qq
print(ids_same, total_len, total_time.to("h"), Unit.made)
seen = {}
for i in range(300):
    c = Currency(["EUR", "usd", "Eur", "JPY"][i % 4])
    seen[c.name] = seen.get(c.name, 0) + (1 if c is Currency(c.name.upper()) else 0)
print(seen, Unit.made, len(Unit._tables["Currency"]), Currency("eur").dim)
