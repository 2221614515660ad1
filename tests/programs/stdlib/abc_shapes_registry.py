from abc import ABC, ABCMeta, abstractmethod
import abc

class Shape(ABC):
    @abstractmethod
    def area(self): ...
    @abstractmethod
    def perimeter(self): ...
    def describe(self):
        return "%s with area %.2f" % (type(self).__name__, self.area())

class Square(Shape):
    def __init__(self, s): self.s = s
    def area(self): return self.s ** 2
    def perimeter(self): return 4 * self.s

class Half(Shape):
    def area(self): return 1

for cls in (Shape, Half, Square):
    try:
        obj = cls(2) if cls is Square else cls()
        print(obj.describe())
    except TypeError as e:
        print("TypeError:", e)
print(sorted(Shape.__abstractmethods__), sorted(Half.__abstractmethods__), Square.__abstractmethods__)
print(isinstance(Square(1), Shape), issubclass(Square, Shape), issubclass(int, Shape))
class Sized2(metaclass=ABCMeta):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized2:
            return hasattr(C, "__len__")
        return NotImplemented
print(isinstance([], Sized2), isinstance(3, Sized2), issubclass(dict, Sized2))
class Drawable(ABC):
    pass
Drawable.register(int)
print(isinstance(3, Drawable), issubclass(bool, Drawable), isinstance("x", Drawable), type(Drawable).__name__)
class P(ABC):
    @property
    @abstractmethod
    def name(self): ...
class Q(P):
    @property
    def name(self): return "q"
try: P()
except TypeError as e: print(e)
print(Q().name, abc.ABCMeta is ABCMeta)
class S(ABC):
    @staticmethod
    @abstractmethod
    def make(): ...
try: S()
except TypeError as e: print(e)
