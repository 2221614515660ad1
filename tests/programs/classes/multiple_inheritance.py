# multiple inheritance: C3 MRO, cooperative super(), mixins, exception mixins
class A:
    def who(self):
        return "A"
    def hello(self):
        return "hello from A"
class B(A):
    def who(self):
        return "B" + super().who()
class C(A):
    def who(self):
        return "C" + super().who()
    def hello(self):
        return "hello from C"
class D(B, C):
    def who(self):
        return "D" + super().who()
print(D().who(), D().hello(), [k.__name__ for k in D.__mro__], isinstance(D(), C), issubclass(D, A))
class Mixin:
    def describe(self):
        return "I am " + self.name
class Named:
    def __init__(self, name):
        self.name = name
class Thing(Mixin, Named):
    pass
print(Thing("box").describe())
class MyError(KeyError, Mixin):
    name = "err"
try:
    raise MyError("k")
except LookupError as e:
    print("caught", type(e).__name__, e.describe())
try:
    class X(A, B):
        pass
except TypeError as e:
    print(e)
