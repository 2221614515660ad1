# Classes are named by their qualified name in reprs; objects of builtin types have
# __class__ and the number protocol's data attributes.


def make_local():
    class Local:
        def ping(self):
            return "pong"

    return Local


class Outer:
    class Inner:
        def method(self):
            return 1

    def make(self):
        class InMethod:
            pass

        return InMethod


class Base:
    def greet(self):
        return "hi"


class Derived(Base):
    pass


Local = make_local()
print(Local, Local.__name__, Local.__qualname__)
print(Outer.Inner, Outer.Inner.__name__, Outer.Inner.__qualname__)
print(Outer().make(), Outer().make().__qualname__)
print(repr(Outer.Inner()).split(" at ")[0], repr(Local()).split(" at ")[0])
print(repr(Derived().greet).split(" at ")[0])
print(repr(Outer.Inner().method).split(" at ")[0])
print(type(Local()).__qualname__, type(Local()) is Local)

for value in [5, -3, True, False, 2.5, -0.0, "s", [1], (1,), {1: 2}, {3}, None, 2**70]:
    print(repr(value), value.__class__, value.__class__.__name__)

for n in [0, 7, -12, True, False, 2**80]:
    print(n, n.real, n.imag, n.numerator, n.denominator, type(n.real).__name__)
for x in [2.5, -0.0, float("inf")]:
    print(x, x.real, x.imag, type(x.imag).__name__)

# A generic helper that works on any number, as user code writes them.
def describe(x):
    kind = x.__class__.__name__
    return f"{kind}({x.real}{x.imag:+}j)"


print([describe(v) for v in [1, 2.0, True]])
try:
    "abc".real
except AttributeError as e:
    print("AttributeError:", e)


# An uncaught exception of a local class is reported by its qualified name.
def fail():
    class LocalError(Exception):
        pass

    raise LocalError("boom")


fail()
