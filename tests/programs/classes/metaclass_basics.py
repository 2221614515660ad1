class Meta(type):
    registry = []
    def __new__(mcs, name, bases, ns, **kw):
        print("Meta.__new__", mcs.__name__, name, [b.__name__ for b in bases], sorted(k for k in ns if not k.startswith('__')), kw)
        cls = super().__new__(mcs, name, bases, ns)
        Meta.registry.append(cls)
        return cls
    def __init__(cls, name, bases, ns, **kw):
        print("Meta.__init__", name)
        super().__init__(name, bases, ns)
        cls.tag = name.lower()
    def describe(cls):
        return "class " + cls.__name__ + " tagged " + cls.tag
    @property
    def upper(cls):
        return cls.__name__.upper()

class A(metaclass=Meta):
    x = 1
    def f(self): return self.x
class B(A, flag=3):
    y = 2
    def __init_subclass__(cls, **kw):
        print("init_subclass", cls.__name__, kw)

print(type(A) is Meta, type(B) is Meta, isinstance(A, Meta), isinstance(A, type))
print(A.describe(), B.describe(), A.upper, B.tag)
print(B().f(), B.__qualname__, A.__module__)
print([c.__name__ for c in Meta.registry])
print(B.__mro__)
print(type(Meta), Meta.__mro__)

class Singleton(type):
    _instances = {}
    def __call__(cls, *args, **kwargs):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*args, **kwargs)
        return cls._instances[cls]

class Config(metaclass=Singleton):
    def __init__(self, v):
        print("Config init", v)
        self.v = v
a = Config(1)
b = Config(2)
print(a is b, a.v)

D = type("D", (A,), {"z": 5, "g": lambda self: self.z * 2})
print(D.__name__, D().g(), type(D) is Meta, D.tag)
E = type("E", (), {})
print(E, type(E), E.__qualname__)
print(type(5))

C = type("Base", (), {"k": 1})
class C2(C):
    pass
print(C2.k)

class WithInit:
    def __init_subclass__(cls, /, color="none", **kw):
        super().__init_subclass__(**kw)
        cls.color = color
class Red(WithInit, color="red"): pass
class Plain(WithInit): pass
print(Red.color, Plain.color)
try:
    class Bad(WithInit, shape=1): pass
except TypeError as e:
    print("TypeError", e)
class Outer:
    class Inner(metaclass=Meta):
        pass
print(Outer.Inner.__qualname__)
