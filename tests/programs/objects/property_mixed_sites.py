# Properties (getter and setter) on some classes used at the same attribute
# load/store sites as plain attributes on others, in hot loops.


class Plain:
    def __init__(self, t):
        self.temp = t


class Celsius:
    def __init__(self, t):
        self._t = t
        self.sets = 0

    @property
    def temp(self):
        return self._t

    @temp.setter
    def temp(self, v):
        self.sets += 1
        self._t = v


class Clamped(Celsius):
    @property
    def temp(self):
        return min(self._t, 100)

    @temp.setter
    def temp(self, v):
        self._t = max(v, -50)


class ReadOnly:
    def __init__(self, t):
        self._t = t

    @property
    def temp(self):
        return self._t * 2


objs = [Plain(1), Celsius(2), Clamped(3), Plain(4), Celsius(5), Clamped(6)]
acc = 0
for i in range(500):
    for o in objs:
        o.temp = o.temp + 1
        acc += o.temp
print(acc)
print([o.temp for o in objs], objs[1].sets, objs[4].sets)

for i in range(300):
    for o in objs:
        o.temp -= 3
print([o.temp for o in objs])

r = ReadOnly(10)
s = 0
mixed = [Plain(1), r, Celsius(2)]
for i in range(400):
    s += mixed[i % 3].temp
print(s)
try:
    r.temp = 5
except AttributeError as e:
    print("AttributeError:", e)

# The property wins over an instance dict entry of the same name.
c = Celsius(7)
c.__dict__["temp"] = "shadow"
print(c.temp, c.__dict__["temp"])
c.temp = 8
print(c.temp, c.__dict__["temp"], c.sets)


class Calc:
    def __init__(self):
        self.items = []

    def add(self, v):
        self.items.append(v)

    @property
    def total(self):
        return sum(self.items)


k = Calc()
for i in range(200):
    k.add(i)
    if i % 50 == 0:
        print(k.total)
