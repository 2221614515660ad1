# An Enum written from scratch: the metaclass turns the integer/string
# attributes of the class body into member instances, makes the class
# iterable, indexable by value or name, sized and printable, and
# forbids instantiating new members after creation.


class EnumMeta(type):
    def __prepare__(name, bases, **kwargs):
        return {}

    def __new__(mcls, name, bases, ns, **kwargs):
        members = []
        plain = {}
        for key, value in ns.items():
            if key.startswith("_") or callable(value) or isinstance(value, (property, classmethod, staticmethod)):
                plain[key] = value
            else:
                members.append((key, value))
        cls = super().__new__(mcls, name, bases, plain)
        cls._members = {}
        cls._by_value = {}
        cls._names = []
        cls._sealed = False
        for key, value in members:
            if value in cls._by_value:
                # aliases resolve to the first member with that value
                member = cls._by_value[value]
            else:
                member = object.__new__(cls)
                member.name = key
                member.value = value
                cls._by_value[value] = member
                cls._names.append(key)
            cls._members[key] = member
            setattr(cls, key, member)
        cls._sealed = True
        return cls

    def __call__(cls, value):
        try:
            return cls._by_value[value]
        except KeyError:
            raise ValueError("%r is not a valid %s" % (value, cls.__name__))
        except TypeError:
            raise ValueError("%r is not a valid %s" % (value, cls.__name__))

    def __iter__(cls):
        return iter([cls._members[n] for n in cls._names])

    def __len__(cls):
        return len(cls._names)

    def __getitem__(cls, name):
        return cls._members[name]

    def __contains__(cls, member):
        return isinstance(member, cls) and member.name in cls._members

    def __repr__(cls):
        return "<enum %r>" % cls.__name__

    def __bool__(cls):
        return True

    @property
    def aliases(cls):
        return sorted(k for k, m in cls._members.items() if m.name != k)


class Enum(metaclass=EnumMeta):
    def __repr__(self):
        return "<%s.%s: %r>" % (type(self).__name__, self.name, self.value)

    def __str__(self):
        return "%s.%s" % (type(self).__name__, self.name)

    def __hash__(self):
        return hash(self.name)

    def __reduce__(self):
        return (type(self), (self.value,))


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1

    def is_warm(self):
        return self is Color.RED

    @property
    def lower(self):
        return self.name.lower()


class Weekday(Enum):
    MON = "mon"
    TUE = "tue"
    WED = "wed"
    THU = "thu"
    FRI = "fri"
    SAT = "sat"
    SUN = "sun"

    @classmethod
    def weekend(cls):
        return [d for d in cls if d.value in ("sat", "sun")]

    def next(self):
        days = list(type(self))
        return days[(days.index(self) + 1) % len(days)]


print(repr(Color), repr(Weekday), repr(Enum))
print(len(Color), len(Weekday), len(Enum), bool(Enum))
print(list(Color))
print([str(c) for c in list(Color)[::-1]])
print(Color.RED, repr(Color.GREEN), Color.BLUE.value, Color.BLUE.name)
print(Color.CRIMSON is Color.RED, Color.aliases, Weekday.aliases)
print(Color(2), Color(1) is Color.RED, Color["BLUE"], Color["CRIMSON"])
print(Color.RED.is_warm(), Color.GREEN.is_warm(), Color.BLUE.lower)
print(Color.RED in Color, Weekday.MON in Color, 1 in Color)
print(isinstance(Color.RED, Color), isinstance(Color.RED, Enum), type(Color.RED).__name__)
print(type(Color).__name__, isinstance(Color, EnumMeta))

for bad in (4, "RED", [1]):
    try:
        Color(bad)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    Color["PINK"]
except KeyError as e:
    print(type(e).__name__, e)

print(Weekday.weekend())
print(Weekday.FRI.next(), Weekday.SUN.next(), Weekday("wed").next().next())
print(sorted(d.value for d in Weekday))

# members work as dict keys and in sets
schedule = {Weekday.MON: "gym", Weekday.WED: "swim", Weekday.SAT: "hike"}
for day in Weekday:
    print("%-3s %s" % (day.name, schedule.get(day, "-")))
seen = set()
for c in [Color.RED, Color.CRIMSON, Color.BLUE, Color(3)]:
    seen.add(c)
print(len(seen), sorted(str(c) for c in seen))
print(Color.RED == Color.CRIMSON, Color.RED != Color.BLUE, Color.RED == 1)


# a flag-like enum with operators defined on members
class Perm(Enum):
    R = 4
    W = 2
    X = 1

    def __or__(self, other):
        return PermSet(self.value | other.value)


class PermSet:
    def __init__(self, bits):
        self.bits = bits

    def __or__(self, other):
        return PermSet(self.bits | other.value)

    def __contains__(self, perm):
        return bool(self.bits & perm.value)

    def __repr__(self):
        names = [p.name for p in Perm if p in self]
        return "PermSet(" + "|".join(names) + ")"


rw = Perm.R | Perm.W
print(rw, Perm.X in rw, Perm.W in rw, rw | Perm.X)
print([p.value for p in Perm], max(Perm, key=lambda p: p.value))

# building an enum with the metaclass directly
Size = EnumMeta("Size", (Enum,), {"S": 1, "M": 2, "L": 3, "XL": 4})
print(list(Size), Size(3), len(Size), repr(Size))
print(sum(s.value for s in Size), [s.name for s in Size if s.value % 2 == 0])
print(Size.__mro__[1] is Enum, Size.__name__)
