from enum import Enum, IntEnum, Flag, IntFlag, auto, unique, StrEnum

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1

print(Color.RED, repr(Color.RED), Color.RED.name, Color.RED.value, Color.CRIMSON is Color.RED)
print(list(Color), len(Color), [m.name for m in Color])
print(list(Color.__members__), Color.__members__["CRIMSON"])
print(Color(2), Color["BLUE"], getattr(Color, "GREEN"), Color.RED in Color, type(Color.RED).__name__)
print(Color.RED == 1, Color.RED == Color.CRIMSON, Color.RED != Color.BLUE, hash(Color.RED) == hash(Color.CRIMSON))
print({Color.RED: "r", Color.BLUE: "b"}[Color.CRIMSON], sorted(Color, key=lambda c: c.value))
print(isinstance(Color.RED, Color), isinstance(Color.RED, Enum), issubclass(Color, Enum))
for bad in [lambda: Color(9), lambda: Color["PINK"], lambda: Color.RED < Color.BLUE,
            lambda: Color("RED")]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)

class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (5.976e24, 6.37814e6)
    JUPITER = (1.9e27, 7.1492e7)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def surface_gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)
for p in Planet:
    print(p.name, p.value, f"{p.surface_gravity:.4f}")

class Auto(Enum):
    A = auto()
    B = auto()
    C = 10
    D = auto()
print([(m.name, m.value) for m in Auto])

class Lower(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower() + str(count)
    X = auto()
    Y = auto()
print([(m.name, m.value) for m in Lower])

class Prio(IntEnum):
    LOW = 1
    MID = 5
    HIGH = 10
print(Prio.MID, repr(Prio.MID), Prio.MID + 1, Prio.LOW < Prio.HIGH, sorted([Prio.HIGH, Prio.LOW, 3]), int(Prio.HIGH), Prio(5))
print(Prio.MID == 5, [p for p in Prio if p > 2], f"{Prio.HIGH}", str(Prio.LOW), format(Prio.MID, "03d"), max(Prio))

class Shade(StrEnum):
    DARK = auto()
    LIGHT = "light!"
print(Shade.DARK, repr(Shade.DARK), Shade.DARK.upper(), Shade.LIGHT == "light!", f"<{Shade.LIGHT}>", Shade("dark"))

class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W
print(Perm.R, Perm.W, Perm.X, repr(Perm.R | Perm.X), Perm.R | Perm.W, Perm.RW, (Perm.R | Perm.W) is Perm.RW)
rwx = Perm.R | Perm.W | Perm.X
print(rwx, Perm.R in rwx, Perm.X in Perm.RW, bool(Perm(0)), Perm(0), rwx & ~Perm.W, ~Perm.R, list(rwx), len(rwx))
print([m.name for m in Perm], Perm(3), Perm(7).value, rwx ^ Perm.R)

class Mode(IntFlag):
    A = 1
    B = 2
    C = 4
print(Mode.A | Mode.C, repr(Mode.A | Mode.B), Mode.A | 8, Mode(6), int(Mode.B | Mode.C), Mode.A + 1, Mode(0))

try:
    @unique
    class Dup(Enum):
        ONE = 1
        UNO = 1
except ValueError as e:
    print("ValueError", e)

@unique
class Ok(Enum):
    A = "a"
    B = "b"
print(list(Ok), Ok("b"), Ok.A.value)
try:
    class Sub(Color):
        PINK = 4
except TypeError as e:
    print("TypeError", e)
Fruit = Enum("Fruit", "APPLE BANANA CHERRY")
print(list(Fruit), Fruit.BANANA.value, Fruit(3))
Anim = Enum("Anim", [("CAT", "c"), ("DOG", "d")])
print(list(Anim), Anim("d"))
Num = IntEnum("Num", {"ONE": 1, "TWO": 2})
print(Num.TWO + Num.ONE, list(Num))

class Status(Enum):
    ACTIVE = "active"
    INACTIVE = "inactive"
    @classmethod
    def parse(cls, s):
        return cls(s.strip().lower())
    def label(self):
        return self.value.title()
    def __str__(self):
        return f"Status<{self.label()}>"
print(Status.parse("  ACTIVE "), Status.INACTIVE.label(), str(Status.ACTIVE), repr(Status.ACTIVE))
print(Status._member_map_.keys() if hasattr(Status, "_member_map_") else "", Status._value2member_map_ if False else "")
