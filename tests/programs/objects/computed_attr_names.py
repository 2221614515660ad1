# hasattr/getattr/setattr/delattr with computed names, mixed with ordinary
# attribute syntax at hot sites.


class Bag:
    kind = "bag"

    def __init__(self):
        self.count = 0


names = ["f" + str(i) for i in range(12)]
b = Bag()
for i, nm in enumerate(names):
    setattr(b, nm, i * i)
print(sum(getattr(b, nm) for nm in names), b.f3, b.f11)

total = 0
for it in range(1500):
    nm = names[it % 12]
    if it % 97 == 0 and hasattr(b, nm):
        delattr(b, nm)
    if not hasattr(b, nm):
        setattr(b, nm, it)
    total += getattr(b, nm) + b.count
    b.count = it % 5
print(total)
print(sorted(b.__dict__.items())[:5], len(b.__dict__))

print(getattr(b, "kind"), getattr(b, "missing", "dflt"), hasattr(b, "kind"))
try:
    getattr(b, "missing")
except AttributeError as e:
    print("AttributeError:", e)
try:
    delattr(b, "kind")
except AttributeError as e:
    print("AttributeError:", e)

# setattr with a name that shadows a class attribute, then delattr restores it.
setattr(b, "kind", "mine")
print(b.kind, Bag.kind)
delattr(b, "kind")
print(b.kind)

# Computed names across several objects in a hot loop.
objs = [Bag() for _ in range(6)]
for j, o in enumerate(objs):
    for nm in names[: j + 2]:
        setattr(o, nm, j)
s = 0
for it in range(400):
    o = objs[it % 6]
    for nm in names[:3]:
        s += getattr(o, nm, 100)
print(s)
print([len(o.__dict__) for o in objs])
try:
    setattr(b, 5, 1)
except TypeError as e:
    print("TypeError:", e)
try:
    getattr(b, None)
except TypeError as e:
    print("TypeError:", e)
