# Method calls whose target changes between two runs of the same call site: the
# interpreter's method caches must see every change.


class Base:
    def who(self):
        return "Base.who"

    def greet(self):
        return "Base.greet"


class Child(Base):
    def who(self):
        return "Child.who"


def call_who(o):
    return o.who()


def call_greet(o):
    return o.greet()


b, c = Base(), Child()
print(call_who(b), call_who(c), call_greet(c))

# The method replaced on the class, then on the base.
Child.who = lambda self: "new Child.who"
print(call_who(c), call_who(b))
Base.greet = lambda self: "new Base.greet"
print(call_greet(c), call_greet(b))

# Deleted from the subclass: the base's is found again.
del Child.who
print(call_who(c))

# An instance attribute shadowing the method, added after the site cached it.
c.greet = lambda: "instance greet"
print(call_greet(c), call_greet(Child()))
del c.greet
print(call_greet(c))

# A dictionary-mode instance gaining a shadowing attribute through __dict__.
d = Child()
print(call_greet(d))
d.__dict__["greet"] = lambda: "dict greet"
print(call_greet(d))
d.__dict__.pop("greet")
print(call_greet(d))

# A non-function attribute under the same name: the call goes through it.


class Callable:
    def __call__(self):
        return "callable object"


Child.who = Callable()
print(call_who(Child()))
Child.who = staticmethod(lambda: "static")
print(call_who(Child()))
Child.who = classmethod(lambda cls: "class " + cls.__name__)
print(call_who(Child()))

# Many receivers of many classes at one site, in a loop.


class K1:
    def f(self):
        return 1


class K2:
    def f(self):
        return 2


class K3(K1):
    pass


total = 0
objs = [K1(), K2(), K3(), K1(), K3()]
for i in range(300):
    o = objs[i % len(objs)]
    total += o.f()
    if i == 150:
        K1.f = lambda self: 10
print(total)
