# `del obj.prop` goes through the property (its deleter, or CPython's error when it
# has none) before the instance's own attributes; a class whose MRO declares
# __slots__ gives its instances no __dict__.


class C:
    def __init__(self):
        self.__dict__["temp"] = "inst"

    @property
    def temp(self):
        return "prop"


c = C()
try:
    del c.temp
except AttributeError as e:
    print("AttributeError:", e)
print(c.temp, c.__dict__)


class Logged:
    def __init__(self):
        self._v = 1
        self.log = []

    def _get(self):
        return self._v

    def _del(self):
        self.log.append("deleted")
        self._v = None

    v = property(_get, None, _del)


objs = [Logged() for _ in range(3)]
for _ in range(50):
    for o in objs:
        o._v = (o._v or 0) + 1
for o in objs:
    del o.v
print([o.v for o in objs], [o.log for o in objs])


class S:
    __slots__ = ("x",)


s = S()
s.x = 1
print(hasattr(s, "__dict__"))
try:
    print(s.__dict__)
except AttributeError as e:
    print("AttributeError:", e)


class T(S):
    __slots__ = ("y",)


t = T()
t.x, t.y = 2, 3
print(hasattr(t, "__dict__"), t.x + t.y)
