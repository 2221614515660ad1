from . import register
from ..units import to_cm


class Shape:
    sides = 0

    def kind(self):
        return type(self).__name__.lower()

    def area_cm(self, unit):
        return self.area() * to_cm(1, unit) ** 2


@register
class Rectangle(Shape):
    sides = 4

    def __init__(self, w, h):
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h


@register
class Square(Rectangle):
    def __init__(self, side):
        super().__init__(side, side)
