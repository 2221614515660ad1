# object.__setattr__, __delattr__ and __getattribute__: the plain attribute operations,
# called directly (a frozen-record idiom), on instances with and without __slots__.

class P:
    __slots__ = ("a",)


class Frozen:
    def __init__(self, x):
        object.__setattr__(self, "x", x)


f = Frozen(1)
print(f.x, object.__getattribute__(f, "x"))
object.__delattr__(f, "x")
print(hasattr(f, "x"))
p = P()
object.__setattr__(p, "a", 5)
print(p.a)
try:
    object.__setattr__(p, "b", 1)
except AttributeError as e:
    print("AttributeError:", e)
try:
    object.__getattribute__(p, "zz")
except AttributeError as e:
    print("AttributeError:", e)
print(Frozen.__setattr__ is object.__setattr__, callable(f.__setattr__))
f.__setattr__("y", 3)
print(f.y)
