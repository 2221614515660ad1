# One attribute-store site adding attributes to instances of several classes
# (compiled with cached transitions): plain classes with different shapes, a class
# with __slots__ (which must refuse a new name), a class whose property handles the
# name, instances in dictionary mode, and objects with more attributes than fit
# inline.


class Plain:
    pass


class TwoFirst:
    def __init__(self):
        self.a = 1
        self.b = 2


class Many:
    def __init__(self):
        for k in range(6):
            setattr(self, "f%d" % k, k)


class Slotted:
    __slots__ = ("tag", "other")


class Guarded:
    def __init__(self):
        self._tag = None

    @property
    def tag(self):
        return ("guarded", self._tag)

    @tag.setter
    def tag(self, v):
        self._tag = v * 10


def stamp(obj, v):
    obj.tag = v
    return obj.tag


def run(rounds):
    out = []
    for r in range(rounds):
        objs = [Plain(), TwoFirst(), Many(), Slotted(), Guarded()]
        if r % 5 == 4:
            d = Plain()
            d.gone = 1
            del d.gone  # dictionary mode
            objs.append(d)
        for k, o in enumerate(objs):
            out.append(stamp(o, r + k))
    return out


res = run(400)
print(len(res), res[:7], res[-7:])


class Closed:
    __slots__ = ("x",)


def stamp_late(objs):
    n = 0
    for o in objs:
        try:
            o.tag = n
            n += 1
        except AttributeError as e:
            n += 100
            last = str(e)
    return n, last


print(stamp_late([Plain() for _ in range(300)] + [Closed(), Plain(), object(), Closed()]))


def grow(n):
    # Stores adding the fifth, sixth, ... attribute: past the inline slots.
    total = 0
    for i in range(n):
        m = Many()
        m.extra = i
        m.more = i * 2
        total += m.extra + m.more + m.f5
    return total


print(grow(3000))
m = Many()
m.extra = 1
m.more = 2
print(sorted(vars(m).items()))
