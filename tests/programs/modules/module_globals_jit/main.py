# Same-named globals, functions and classes in different modules, and one file loaded
# as two modules: compiled code must keep every module's globals apart.
import sys
import red, blue

t = 0
for i in range(800):
    t += red.get() * 3 + blue.get()
print("red/blue:", t)
items = [red.Item(i) if i % 3 else blue.Item(i) for i in range(60)]
print("scores:", sum(it.score() for it in items), [type(it).__module__ for it in items[:3]])
red.VALUE = -1
print("after red.VALUE=-1:", sum(it.score() for it in items), red.get(), blue.get())

import twin
first = twin
first.Shape = red.Item
print("first:", first.loop(400), len(first.make(5)))
del sys.modules["twin"]
import twin
second = twin
second.WEIGHT = 5
second.Shape = blue.Item
print("two modules:", first is second, first.loop(400), second.loop(400))
first.WEIGHT = 7
print("rebound:", first.loop(400), second.loop(400), first.get(), second.get())
fs = [first.get, second.get] * 150
print("mixed calls:", sum(f() for f in fs))
print("classes:", [type(x).__module__ for x in first.make(2) + second.make(2)],
      sum(x.score() for x in first.make(30)), sum(x.score() for x in second.make(30)))
gen1, gen2 = first.weights(5), second.weights(5)
first.WEIGHT = 100
print("generators read at resume:", list(gen1), list(gen2))
print("same file:", first.__file__ == second.__file__, first.__name__ == second.__name__,
      first.get is second.get, first.get.__name__)
