# A package with relative imports at two levels: from . import, from .. import, from ...units import.
import geometry
from geometry import units
from geometry.shapes import polygon
from geometry.shapes.curved import circle
from geometry.shapes.curved.circle import Circle, unit_circle

print(geometry.__name__, units.__name__, polygon.__name__, circle.__name__)
print(geometry.shapes.polygon is polygon, geometry.shapes.curved.circle is circle)
print(geometry.describe())

shapes = []
for i in range(1, 150):
    if i % 3 == 0:
        shapes.append(Circle(i % 7 + 1))
    elif i % 3 == 1:
        shapes.append(polygon.Square(i % 5 + 1))
    else:
        shapes.append(polygon.Rectangle(i % 4 + 1, i % 6 + 1))
total = 0.0
kinds = {}
for s in shapes:
    total += s.area()
    kinds[s.kind()] = kinds.get(s.kind(), 0) + 1
print(round(total, 3), sorted(kinds.items()))
print(units.to_cm(12.5, "in"), units.to_cm(3, "m"), units.CONVERSIONS["mm"])
print(unit_circle().area() == units.PI, Circle(2).bounding_box().area())
print(isinstance(Circle(1).bounding_box(), polygon.Square), isinstance(Circle(1), polygon.Shape))
print(geometry.shapes.count_sides([polygon.Square(1), polygon.Rectangle(1, 2), Circle(1)]))
print(sorted(geometry.shapes.REGISTRY))
try:
    units.to_cm(1, "furlong")
except units.UnitError as e:
    print("UnitError:", e)
