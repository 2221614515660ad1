# A class's __getattr__ answers for the attributes its instances lack: plain reads, hasattr/getattr defaults, a property whose getter raises AttributeError, method calls, hot loops.
class Proxy:
    def __init__(self, target):
        self._target = target
        self.calls = 0
    def __getattr__(self, name):
        self.calls += 1
        if name.startswith("no_"):
            raise AttributeError(f"{type(self).__name__} has no {name}")
        return getattr(self._target, name)
class Target:
    x = 5
    def hello(self, who):
        return "hello " + who
    @property
    def broken(self):
        raise AttributeError("inner")
p = Proxy(Target())
print(p.x, p.hello("bob"), p.calls, p._target.x)
print(hasattr(p, "no_such"), getattr(p, "no_such", "default"), p.calls)
try:
    p.no_attr
except AttributeError as e:
    print("AttributeError:", e)
class Lazy:
    def __getattr__(self, name):
        value = len(name)
        setattr(self, name, value)
        return value
l = Lazy()
total = 0
for i in range(2000):
    total += l.abc + l.defgh
print(total, vars(l))
class Wrapper(Target):
    def __getattr__(self, name):
        return "fallback:" + name
w = Wrapper()
print(w.x, w.missing, w.broken)
def hot(obj):
    s = 0
    for i in range(3000):
        s += obj.x + len(obj.other)
    return s
print(hot(w))
class Meths:
    def __getattr__(self, name):
        return lambda *a: (name, a)
m = Meths()
print(m.anything(1, 2), m.other())
