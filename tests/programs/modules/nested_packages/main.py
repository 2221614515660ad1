# `import a.b.c` runs each package's __init__ once, outermost first, binds only `a`,
# and sets each submodule as an attribute of its parent.
import sys

BASE = __file__.rsplit("/", 1)[0]

import geo.shapes.solid.cube
print("bound:", geo.__name__, geo.shapes.__name__, geo.shapes.solid.__name__)
print("cube volume:", geo.shapes.solid.cube.volume(3))
print("shapes has flat?", hasattr(geo.shapes, "flat"), "geo has vec?", hasattr(geo, "vec"))
print("kinds:", geo.shapes.KINDS)

import geo.shapes.flat as flat
print("alias is leaf:", flat is geo.shapes.flat, flat.__name__)
from geo.shapes.solid import cube
from geo import vec
print("from-import submodule:", cube is geo.shapes.solid.cube, hasattr(geo, "vec"))
print("kinds:", geo.shapes.KINDS)

for name in ["geo", "geo.shapes", "geo.shapes.solid", "geo.shapes.solid.cube",
             "geo.shapes.flat", "geo.vec", "geo.shapes.solid.sphere"]:
    mod = sys.modules.get(name)
    if mod is None:
        print(f"  {name}: not loaded")
    else:
        print(f"  {name}: package={mod.__package__!r} file={mod.__file__.replace(BASE, 'DIR')}")

# Hot code reaching through the package attributes.
p = geo.ORIGIN
total = 0
for i in range(2000):
    p = geo.vec.add(p, (i % 3 - 1, i % 5 - 2))
    total += geo.shapes.solid.cube.surface(i % 4) + flat.area(i % 3, 2)
print("walk:", p, geo.vec.norm2(p), total)

import geo.shapes.solid.cube
import geo
print("reimport ran nothing; kinds:", geo.shapes.KINDS)
