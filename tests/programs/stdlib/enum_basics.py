from enum import Enum, IntEnum, StrEnum, auto, unique


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1  # an alias of RED

    def describe(self):
        return "%s has value %d" % (self.name, self.value)

    @classmethod
    def default(cls):
        return cls.GREEN

    @property
    def is_warm(self):
        return self is Color.RED


print(Color.RED, repr(Color.RED), Color.RED.name, Color.RED.value)
print(Color["BLUE"], Color(2), Color.CRIMSON is Color.RED, Color(1).name)
print(list(Color), len(Color), Color)
print([m.name for m in reversed(Color)])
print(Color.__members__)
print(list(Color.__members__))
print(type(Color.RED), isinstance(Color.RED, Color), type(Color).__name__)
print(Color.RED.describe(), Color.default(), Color.RED.is_warm, Color.BLUE.is_warm)
print(f"{Color.GREEN}", "%s" % Color.BLUE, format(Color.RED, ">12") + "|")
print(Color.RED == Color.RED, Color.RED == Color.GREEN, Color.RED != 1, Color.RED == 1)
print(Color.RED in Color, Color.BLUE is Color(3))
print({Color.RED: "r", Color.GREEN: "g"}[Color.CRIMSON])
print(sorted(Color, key=lambda c: c.name))
try:
    Color(7)
except ValueError as e:
    print("ValueError:", e)
try:
    Color["PURPLE"]
except KeyError as e:
    print("KeyError:", e)
try:
    Color.RED < Color.BLUE
except TypeError as e:
    print("TypeError:", e)
try:
    class MoreColor(Color):
        PINK = 4
except TypeError as e:
    print("TypeError:", e)


class Weekday(IntEnum):
    MONDAY = 1
    TUESDAY = 2
    WEDNESDAY = 3
    THURSDAY = 4
    FRIDAY = 5
    SATURDAY = 6
    SUNDAY = 7

    def is_weekend(self):
        return self >= Weekday.SATURDAY


print(Weekday.FRIDAY, repr(Weekday.FRIDAY), str(Weekday.FRIDAY), f"{Weekday.FRIDAY:>3}")
print(Weekday.MONDAY + 1, Weekday.SUNDAY * 2, Weekday.TUESDAY < Weekday.MONDAY, Weekday(3) == 3)
print([d.name for d in Weekday if d.is_weekend()], max(Weekday), min(Weekday).name)
print(sorted([Weekday.FRIDAY, Weekday.MONDAY, Weekday.WEDNESDAY]))
print(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][Weekday.THURSDAY - 1])
print(isinstance(Weekday.MONDAY, int), int(Weekday.SUNDAY), hash(Weekday.MONDAY) == hash(1))


class Status(StrEnum):
    ACTIVE = auto()
    INACTIVE = auto()
    PENDING = "waiting"


print(Status.ACTIVE, repr(Status.ACTIVE), Status.PENDING, Status.ACTIVE == "active")
print(Status("waiting"), Status.INACTIVE.upper(), "-".join(Status))


class Step(Enum):
    FIRST = auto()
    SECOND = auto()
    TENTH = 10
    ELEVENTH = auto()


print(list(Step), [s.value for s in Step])


class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    VENUS = (4.869e+24, 6.0518e6)
    EARTH = (5.976e+24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def surface_gravity(self):
        G = 6.67300E-11
        return G * self.mass / (self.radius * self.radius)


for p in Planet:
    print(p.name, p.value, "%.2f" % p.surface_gravity)


class Shape(Enum):
    SQUARE = 2
    CIRCLE = 3

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.name == value.upper():
                    return m
        return None


print(Shape("square"), Shape(3))
try:
    Shape("hexagon")
except ValueError as e:
    print("ValueError:", e)


try:
    @unique
    class Mistake(Enum):
        ONE = 1
        TWO = 2
        THREE = 3
        FOUR = 3
except ValueError as e:
    print("ValueError:", e)


@unique
class Fine(Enum):
    A = 1
    B = 2


print(list(Fine))

Animal = Enum("Animal", "ANT BEE CAT DOG")
print(list(Animal), Animal.CAT.value, Animal(1))
Size = Enum("Size", [("S", "small"), ("L", "large")])
print(list(Size), Size("large"))
Level = IntEnum("Level", "LOW MID HIGH", start=10)
print(list(Level), Level.HIGH + 0)


class Ordered(Enum):
    _ignore_ = ["tmp"]
    X = 1
    Y = 2
    tmp = 99
    _private_setting = "kept"


print(list(Ordered), Ordered._private_setting, hasattr(Ordered, "tmp"))
