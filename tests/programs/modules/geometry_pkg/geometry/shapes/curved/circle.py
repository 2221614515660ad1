from ...units import PI
from .. import polygon, register
from ..polygon import Shape


@register
class Circle(Shape):
    def __init__(self, r):
        self.r = r

    def area(self):
        return PI * self.r * self.r

    def bounding_box(self):
        return polygon.Square(2 * self.r)


def unit_circle():
    return Circle(1)
