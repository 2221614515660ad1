"""A plain module: constants, functions and a class."""
print("shapes: loading as", __name__)

PI_ISH = 22 / 7
UNIT = "cm"
created = 0


def area_square(side):
    return side * side


def area_circle(r):
    return round(PI_ISH * r * r, 3)


class Rect:
    def __init__(self, w, h):
        global created
        created += 1
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h

    def describe(self):
        return f"{self.w}x{self.h} {UNIT}"
