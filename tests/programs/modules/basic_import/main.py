# import, from-import, `as` aliases, and a from-imported name being a snapshot.
import shapes
import util, shapes as sh
from shapes import area_square, Rect as R, UNIT
from util import total as sum_all, label

print(sh is shapes, area_square is shapes.area_square)
print(area_square(7), shapes.area_circle(2), UNIT)

rects = [R(i, i + 1) for i in range(1, 6)]
print([r.area() for r in rects], rects[2].describe())
print("created:", shapes.created)

# A from-imported name is bound once: rebinding the module's name does not change it.
shapes.UNIT = "mm"
print(UNIT, shapes.UNIT, rects[0].describe())

# Module functions called in a hot loop, through the module and through a from-import.
acc = 0
for i in range(3000):
    acc += area_square(i % 17) + util.total((i, 1, 2))
print(acc, sum_all(range(100)), label(acc % 1000))


def local_import(n):
    import util as u
    from shapes import area_square as sq
    return u.total([sq(k) for k in range(n)])


print([local_import(n) for n in range(6)])
print(type(shapes).__name__, shapes.__name__, util.__name__, sh.__name__)
print(shapes.__file__.rsplit("/", 1)[-1], __file__.rsplit("/", 1)[-1])
import sys
BASE = __file__.rsplit("/", 1)[0]
print(repr(shapes).replace(BASE, "DIR"), str(util).replace(BASE, "DIR"), repr(sys))
print(shapes == sh, shapes != util, {shapes: 1, util: 2}[sh])
