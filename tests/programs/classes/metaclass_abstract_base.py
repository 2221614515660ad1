# A home-grown ABCMeta: an `abstractmethod` decorator records functions,
# the metaclass computes __abstractmethods__ from the namespace and the
# bases, and supports virtual subclass registration through
# __instancecheck__ / __subclasscheck__.


_abstract_functions = []


def abstractmethod(func):
    _abstract_functions.append(func)
    return func


def isabstract(value):
    for func in _abstract_functions:
        if func is value:
            return True
    return False


class AbstractMeta(type):
    def __new__(mcls, name, bases, ns):
        cls = super().__new__(mcls, name, bases, ns)
        abstracts = set()
        for attr, value in ns.items():
            if isabstract(value):
                abstracts.add(attr)
        for base in bases:
            for attr in getattr(base, "__abstractmethods__", ()):
                value = getattr(cls, attr, None)
                if isabstract(value):
                    abstracts.add(attr)
        cls.__abstractmethods__ = frozenset(abstracts)
        cls._virtual = []
        return cls

    def register(cls, subclass):
        cls._virtual.append(subclass)
        return subclass

    def __instancecheck__(cls, instance):
        return cls.__subclasscheck__(type(instance))

    def __subclasscheck__(cls, sub):
        if cls in getattr(sub, "__mro__", ()):
            return True
        for v in cls._virtual:
            if issubclass(sub, v):
                return True
        return False

    def abstract_names(cls):
        return sorted(cls.__abstractmethods__)


class Shape(metaclass=AbstractMeta):
    @abstractmethod
    def area(self):
        pass

    @abstractmethod
    def perimeter(self):
        pass

    def describe(self):
        return "%s area=%.2f perimeter=%.2f" % (
            type(self).__name__, self.area(), self.perimeter())


class Polygon(Shape):
    def __init__(self, *sides):
        self.sides = sides

    def perimeter(self):
        return sum(self.sides)


class Rect(Polygon):
    def __init__(self, w, h):
        Polygon.__init__(self, w, h, w, h)
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h


class Square(Rect):
    def __init__(self, s):
        Rect.__init__(self, s, s)


class Circle(Shape):
    def __init__(self, r):
        self.r = r

    def area(self):
        return 3.14159 * self.r * self.r

    def perimeter(self):
        return 2 * 3.14159 * self.r


class Sized(metaclass=AbstractMeta):
    @abstractmethod
    def size(self):
        return 0


class OnlyOne(Sized):
    pass


for cls in (Shape, Polygon, Rect, Square, Circle, Sized, OnlyOne):
    print(cls.__name__, cls.abstract_names())

shapes = []
for cls, args in ((Shape, ()), (Polygon, (3, 4, 5)), (Rect, (2, 3)),
                  (Square, (4,)), (Circle, (1,)), (Sized, ()), (OnlyOne, ())):
    try:
        obj = cls(*args)
        shapes.append(obj)
        print("made", cls.__name__)
    except TypeError as e:
        print(type(e).__name__, e)

for s in shapes:
    print(s.describe())


# unmarking a method on a subclass makes it concrete even if the body is trivial
class Named(Sized):
    def size(self):
        return len(type(self).__name__)


print(Named().size(), Named.abstract_names())


# virtual subclasses
class ThirdPartyBox:
    def area(self):
        return 9

    def perimeter(self):
        return 12


class Unrelated:
    pass


Shape.register(ThirdPartyBox)
print(isinstance(ThirdPartyBox(), Shape), issubclass(ThirdPartyBox, Shape))
print(isinstance(Unrelated(), Shape), issubclass(Unrelated, Shape))
print(isinstance(Square(2), Shape), isinstance(Square(2), Circle))
print(issubclass(Square, Polygon), issubclass(Circle, Polygon))
print(isinstance(ThirdPartyBox(), (Unrelated, Shape)))
print(isinstance(3, Shape), issubclass(int, Sized))


class SubBox(ThirdPartyBox):
    pass


print(issubclass(SubBox, Shape), isinstance(SubBox(), Shape))
print(Shape.describe(ThirdPartyBox()))

# the attribute can be replaced after the fact, which changes instantiation
Circle.__abstractmethods__ = frozenset(["area", "radius"])
try:
    Circle(2)
except TypeError as e:
    print(type(e).__name__, e)
Circle.__abstractmethods__ = frozenset()
print(Circle(2).describe())

# single abstract method uses the singular wording
Solo = AbstractMeta("Solo", (), {"run": abstractmethod(lambda self: None)})
try:
    Solo()
except TypeError as e:
    print(type(e).__name__, e)
print(Solo.abstract_names(), type(Solo).__name__)

# a handful of shapes sorted by area
pool = [Rect(3, 1), Square(1), Circle(1), Rect(1, 1), Square(3)]
pool.sort(key=lambda s: s.area())
for s in pool:
    print("%-6s %6.2f" % (type(s).__name__, s.area()))
print(sum(1 for s in pool if isinstance(s, Rect)))
print([type(s).__name__ for s in pool if isinstance(s, Polygon)])
