from enum import Flag, IntFlag, auto, Enum


class Perm(Flag):
    R = 4
    W = 2
    X = 1


rw = Perm.R | Perm.W
print(repr(rw), str(rw), rw.name, rw.value, bool(rw))
print(repr(Perm.R & Perm.W), str(Perm.R & Perm.W), Perm(0).name, bool(Perm(0)))
print(repr(Perm(7)), repr(Perm(5)), repr(~Perm.R), repr(~rw), repr(~Perm(7)))
print(repr(rw ^ Perm.X), repr(rw ^ Perm.R))
print(Perm.R in rw, Perm.X in rw, Perm(0) in rw)
print(list(rw), list(Perm(7)), list(Perm(0)), len(rw), len(Perm(7)))
print(list(Perm), len(Perm), Perm, Perm["W"], Perm(2))
print(rw is (Perm.W | Perm.R), Perm(6) is rw, rw == Perm(6))
try:
    Perm(8)
except ValueError as e:
    print("ValueError:", e)
try:
    Perm.R | 1
except TypeError as e:
    print("TypeError:", e)
try:
    1 in rw
except TypeError as e:
    print("TypeError:", e)


class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    WHITE = RED | GREEN | BLUE
    BLACK = 0


print(list(Color), len(Color), [c.value for c in Color])
print(repr(Color.WHITE), repr(Color.RED | Color.GREEN | Color.BLUE), repr(Color(0)))
print(repr(Color.WHITE & ~Color.GREEN), Color.BLACK, Color.WHITE.name)
print(list(Color.__members__), Color.RED in Color.WHITE)


class Mode(Flag):
    READ = auto()
    WRITE = auto()
    RW = READ | WRITE
    EXEC = auto()


print(list(Mode), repr(Mode.RW), repr(Mode.EXEC | Mode.RW), [m.name for m in Mode.__members__.values()])


class Access(IntFlag):
    EXEC = 1
    WRITE = 2
    READ = 4


a = Access.READ | Access.WRITE
print(repr(a), str(a), a, a + 1, a == 6, a & 2, repr(a & 2))
print(repr(Access.READ | 8), Access.READ | 8, repr(Access(0)), repr(Access(9)))
print(repr(~Access.READ), repr(~Access(0)), repr(3 | Access.READ), repr(Access.EXEC ^ 3))
print(isinstance(a, int), int(a), list(a), len(a), Access.WRITE in a)
print(f"{a:04b}", "%d" % a, sorted([Access.READ, Access.EXEC, Access.WRITE]))
print({Access.READ: "r"}[4], hash(Access.READ) == hash(4))


def describe(perms):
    names = []
    for flag in Access:
        names.append(flag.name.lower() if flag in perms else "-")
    return " ".join(names)


for value in range(8):
    print(value, describe(Access(value)))


class Style(Flag):
    BOLD = auto()
    ITALIC = auto()
    UNDERLINE = auto()

    def css(self):
        parts = []
        if Style.BOLD in self:
            parts.append("font-weight: bold")
        if Style.ITALIC in self:
            parts.append("font-style: italic")
        if Style.UNDERLINE in self:
            parts.append("text-decoration: underline")
        return "; ".join(parts) or "normal"


for s in (Style.BOLD, Style.BOLD | Style.UNDERLINE, Style(0), Style(7)):
    print(repr(s), "->", s.css())

combined = Style(0)
for part in [Style.ITALIC, Style.BOLD, Style.ITALIC]:
    combined |= part
print(repr(combined), str(combined))


class Priority(Enum):
    LOW = auto()
    HIGH = auto()

    def __lt__(self, other):
        if self.__class__ is other.__class__:
            return self.value < other.value
        return NotImplemented


print(sorted([Priority.HIGH, Priority.LOW, Priority.HIGH]), Priority.LOW < Priority.HIGH)
