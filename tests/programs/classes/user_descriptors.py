# Descriptors written in Python: __get__ (non-data), __set__/__delete__ (data, which
# decide before an instance's own attributes), __set_name__, and data descriptors
# and properties added to a class (or its base) after instances exist, read in hot
# loops that the JIT compiles.


class Lazy:
    """A non-data descriptor that caches its value in the instance (cached_property)."""

    def __init__(self, func):
        self.func = func

    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, obj, owner):
        if obj is None:
            return self
        value = self.func(obj)
        obj.__dict__[self.name] = value
        return value


class Typed:
    """A data descriptor checking the type it stores."""

    def __init__(self, kind):
        self.kind = kind

    def __set_name__(self, owner, name):
        self.slot = "_" + name
        self.owner = owner.__name__

    def __get__(self, obj, owner):
        if obj is None:
            return self
        return getattr(obj, self.slot, None)

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.owner}.{self.slot[1:]} must be {self.kind.__name__}")
        setattr(obj, self.slot, value)

    def __delete__(self, obj):
        delattr(obj, self.slot)


class Point:
    x = Typed(int)
    y = Typed(int)
    calls = 0

    def __init__(self, x, y):
        self.x = x
        self.y = y

    @Lazy
    def norm1(self):
        Point.calls += 1
        return abs(self.x) + abs(self.y)


p = Point(3, -4)
print(p.x, p.y, p.norm1, p.norm1, Point.calls, sorted(p.__dict__))
try:
    p.x = "no"
except TypeError as e:
    print("TypeError:", e)
del p.y
print(p.y, type(Point.x).__name__, Point.norm1.name)


class SetOnly:
    """A data descriptor without __get__: the instance's attribute, else itself."""

    def __set__(self, obj, value):
        obj.__dict__["seen"] = value


class Holder:
    thing = SetOnly()


h = Holder()
print(type(h.thing).__name__)
h.thing = 5
print(type(h.thing).__name__, h.seen)


class Ro:
    def __get__(self, obj, owner):
        return "ro"

    def __delete__(self, obj):
        raise AttributeError("cannot delete")


class HasRo:
    r = Ro()


hr = HasRo()
try:
    hr.r = 1
except AttributeError as e:
    print("AttributeError:", e)
print(hr.r)


def total(objs):
    t = 0
    for o in objs:
        t += o.v
    return t


class Base:
    pass


class Child(Base):
    pass


objs = [Child() for _ in range(5)]
for i, o in enumerate(objs):
    o.v = i
for _ in range(300):
    r = total(objs)
print(r)
# A property on the base class now decides before the instances' own `v`.
Base.v = property(lambda self: 100)
print(total(objs))


class Doubler:
    def __get__(self, obj, owner):
        return obj.__dict__["v"] * 2

    def __set__(self, obj, value):
        obj.__dict__["v"] = value


Child.v = Doubler()
print(total(objs))
objs[0].v = 50
print(total(objs), objs[0].__dict__)


class Bad:
    def __set_name__(self, owner, name):
        raise ValueError("refused")


try:

    class C:
        field = Bad()

except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", repr(e.__cause__))
