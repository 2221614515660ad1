# __new__ (a static method without saying so; super().__new__ and object.__new__), __init__ after it only for instances of the class, and __init_subclass__ (a class method, called for each new subclass).
class Singleton:
    _instance = None
    def __new__(cls, *args):
        if cls._instance is None:
            print("creating", cls.__name__, args)
            cls._instance = super().__new__(cls)
        return cls._instance
    def __init__(self, value):
        print("init", value)
        self.value = value
a = Singleton(1)
b = Singleton(2)
print(a is b, a.value)

class Celsius:
    def __new__(cls, degrees):
        if degrees < -273.15:
            return None
        obj = object.__new__(cls)
        obj.degrees = degrees
        return obj
print(Celsius(20).degrees, Celsius(-300))

class Base:
    registry = []
    def __init_subclass__(cls):
        super().__init_subclass__()
        Base.registry.append(cls.__name__)
class A(Base): pass
class B(A): pass
print(Base.registry)

class Tagged:
    def __init_subclass__(cls, **kw):
        cls.tag = cls.__name__.lower()
class X(Tagged): pass
print(X.tag, hasattr(Tagged, "tag"))

class Counter:
    count = 0
    def __new__(cls, *a, **k):
        Counter.count += 1
        return super().__new__(cls)
    def __init__(self, n, scale=1):
        self.n = n * scale
def make(k):
    total = 0
    for i in range(k):
        total += Counter(i, scale=2).n
    return total
print(make(3000), Counter.count)

class MyErr(Exception):
    def __new__(cls, *args):
        self = super().__new__(cls, *args)
        self.extra = len(args)
        return self
try:
    raise MyErr("a", "b")
except MyErr as e:
    print(e.args, e.extra, e)
print(type(Singleton.__new__).__name__)
o = object.__new__(Celsius)
print(type(o).__name__, hasattr(o, "degrees"))
