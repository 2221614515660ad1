class EnumLike(type):
    def __iter__(cls):
        return iter(cls._members)
    def __len__(cls):
        return len(cls._members)
    def __getitem__(cls, name):
        return cls._by_name[name]
    def __contains__(cls, x):
        return x in cls._members
    def __repr__(cls):
        return "<enum %s>" % cls.__name__
    def __bool__(cls):
        return True
    def __or__(cls, other):
        return (cls, other)
    def __eq__(cls, other):
        return cls is other
    def __hash__(cls):
        return id(cls)

class Color(metaclass=EnumLike):
    _members = ["red", "green", "blue"]
    _by_name = {"R": 1, "G": 2}

print(list(Color), len(Color), Color["G"], "red" in Color, "x" in Color)
print(repr(Color), str(Color), [Color], f"{Color}")
for c in Color:
    print(c)
print(sorted(Color), Color | int, bool(Color))
print(Color == Color, {Color: 1}[Color])
try:
    Color["Z"]
except KeyError as e:
    print("KeyError", e)

class Checker(type):
    def __instancecheck__(cls, inst):
        return isinstance(inst, int) and inst % 2 == 0
    def __subclasscheck__(cls, sub):
        return sub is bool
class Even(metaclass=Checker):
    pass
print(isinstance(4, Even), isinstance(3, Even), isinstance("a", Even), issubclass(bool, Even), issubclass(int, Even))
print(isinstance(Even(), Even))
def f(xs):
    n = 0
    for x in xs:
        if isinstance(x, Even):
            n += 1
    return n
print(f(range(100)))
print(type(Color).__name__, Color.__class__)
