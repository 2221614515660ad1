from abc import ABC, ABCMeta, abstractmethod, abstractproperty
import abc

class Shape(ABC):
    @abstractmethod
    def area(self):
        ...
    @abstractmethod
    def perimeter(self):
        ...
    def describe(self):
        return f"{type(self).__name__} area={self.area():.3f} perim={self.perimeter():.3f}"

class HalfDone(Shape):
    def area(self):
        return 1.0

class Square(HalfDone):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
    def perimeter(self):
        return 4 * self.s

for cls in [Shape, HalfDone]:
    try:
        cls()
    except TypeError as e:
        print("TypeError", e)
print(Square(3).describe(), sorted(Shape.__abstractmethods__), sorted(HalfDone.__abstractmethods__), sorted(Square.__abstractmethods__))
print(isinstance(Square(1), Shape), issubclass(Square, ABC), type(Shape) is ABCMeta, type(Square).__name__)

class WithProps(ABC):
    @property
    @abstractmethod
    def name(self):
        ...
    @classmethod
    @abstractmethod
    def make(cls):
        ...
    @staticmethod
    @abstractmethod
    def helper():
        ...

class Impl(WithProps):
    @property
    def name(self):
        return "impl"
    @classmethod
    def make(cls):
        return cls()
    @staticmethod
    def helper():
        return 42

try:
    WithProps()
except TypeError as e:
    print("TypeError", e)
i = Impl.make()
print(i.name, Impl.helper(), sorted(WithProps.__abstractmethods__), Impl.__abstractmethods__)

class Meta(metaclass=ABCMeta):
    @abstractmethod
    def run(self):
        return "base run"

class Runner(Meta):
    def run(self):
        return "runner + " + super().run()
print(Runner().run())
try:
    Meta()
except TypeError as e:
    print("TypeError", e)

class Sized3(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized3:
            if any(hasattr(B, "__len__") for B in C.__mro__ if B is not object):
                return True
        return NotImplemented

class HasLen:
    def __len__(self):
        return 3
print(issubclass(HasLen, Sized3), isinstance([], Sized3), isinstance(5, Sized3), issubclass(int, Sized3))

class Plugin(ABC):
    pass
class External:
    pass
print(issubclass(External, Plugin), isinstance(External(), Plugin))
Plugin.register(External)
print(issubclass(External, Plugin), isinstance(External(), Plugin))
@Plugin.register
class Decorated:
    pass
print(Decorated.__name__, issubclass(Decorated, Plugin), Plugin.register(int) is int, isinstance(3, Plugin))
class SubExt(External):
    pass
print(issubclass(SubExt, Plugin), issubclass(Plugin, External))
tok1 = abc.get_cache_token()
class Another(ABC):
    pass
Another.register(float)
print(abc.get_cache_token() != tok1, isinstance(1.5, Another))

class Late(ABC):
    def go(self):
        return "go"
def stop(self):
    ...
Late.stop = abstractmethod(stop)
print(Late().go(), Late.__abstractmethods__)
print(getattr(Shape.area, "__isabstractmethod__", False), getattr(Square.area, "__isabstractmethod__", False))

class Many(ABC):
    @abstractmethod
    def c(self): ...
    @abstractmethod
    def a(self): ...
    @abstractmethod
    def b(self): ...
try:
    Many()
except TypeError as e:
    print("TypeError", e)
class OneLeft(Many):
    def a(self): return 1
    def b(self): return 2
try:
    OneLeft()
except TypeError as e:
    print("TypeError", e)
