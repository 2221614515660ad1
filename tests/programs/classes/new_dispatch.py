# __new__ returning other types: a factory base picking subclasses, values returned as-is, __init__ skipped for foreign results.
class Shape:
    inits = 0

    def __new__(cls, spec):
        if cls is Shape:
            kind = spec.split(":")[0]
            target = {"circle": Circle, "square": Square}.get(kind)
            if target is None:
                return None
            return target(spec)
        return super().__new__(cls)

    def __init__(self, spec):
        Shape.inits += 1
        self.spec = spec
        self.size = int(spec.split(":")[1])


class Circle(Shape):
    def area(self):
        return 3 * self.size * self.size


class Square(Shape):
    def area(self):
        return self.size * self.size


class Parsed:
    def __new__(cls, text):
        text = text.strip()
        if text.isdigit():
            return int(text)
        if text in ("yes", "no"):
            return text == "yes"
        obj = super().__new__(cls)
        return obj

    def __init__(self, text):
        self.text = text.strip()

    def __repr__(self):
        return "Parsed(%r)" % self.text


specs = ["circle:2", "square:3", "hexagon:1", "square:10", "circle:1"]
total = 0
kinds = {}
for i in range(250):
    shape = Shape(specs[i % 5])
    name = type(shape).__name__
    kinds[name] = kinds.get(name, 0) + 1
    if shape is not None:
        total += shape.area()
print(sorted(kinds.items()), total, Shape.inits)
print(isinstance(Shape("circle:4"), Circle), Shape("circle:4").size, Square("square:5").area())

values = [Parsed(t) for t in [" 42", "yes", "maybe", "no ", "7 ", "hello world"]]
print(values, [type(v).__name__ for v in values])
print(sum(v for v in values if type(v) is int))


class Temperature:
    def __new__(cls, degrees, unit="C"):
        if unit == "F":
            return Temperature((degrees - 32) * 5 / 9)
        self = object.__new__(cls)
        self.celsius = degrees
        return self

    def __init__(self, degrees, unit="C"):
        self.label = "%g%s" % (degrees, unit)


t1 = Temperature(100)
t2 = Temperature(212, "F")
print(t1.celsius, t1.label, t2.celsius, t2.label)
readings = [Temperature(32 + i * 9 / 5, "F") for i in range(200)]
print(round(sum(r.celsius for r in readings), 6), readings[-1].label)


class Null:
    def __new__(cls):
        return 0


print(Null(), type(Null()).__name__)
