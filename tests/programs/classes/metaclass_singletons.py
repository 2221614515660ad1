# Instance-creation control through a metaclass __call__: singletons,
# per-argument instance caches (flyweights), and call counting, with the
# normal __new__/__init__ protocol reached through super().__call__.

log = []


class Singleton(type):
    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        cls._instance = None
        cls._calls = 0

    def __call__(cls, *args, **kwargs):
        cls._calls += 1
        if cls._instance is None:
            log.append("create " + cls.__name__)
            cls._instance = super().__call__(*args, **kwargs)
        else:
            log.append("reuse " + cls.__name__)
        return cls._instance

    def reset(cls):
        log.append("reset " + cls.__name__)
        cls._instance = None


class Config(metaclass=Singleton):
    def __init__(self, env="dev"):
        log.append("init Config " + env)
        self.env = env
        self.values = {}

    def set(self, key, value):
        self.values[key] = value
        return self

    def __repr__(self):
        items = ", ".join("%s=%r" % kv for kv in sorted(self.values.items()))
        return "Config(%s; %s)" % (self.env, items)


class Logger(metaclass=Singleton):
    def __init__(self):
        self.lines = []

    def write(self, msg):
        self.lines.append(msg)


a = Config("prod")
b = Config("test")
print(a is b, a.env, b.env)
a.set("debug", False).set("level", 3)
print(repr(Config()))
print(Config._calls, Logger._calls)
Logger().write("one")
Logger().write("two")
print(Logger().lines, Logger._calls)
print(Logger() is not Config())
Config.reset()
c = Config("stage")
print(c is a, repr(c), repr(a))
print(log)
log.clear()


class Interned(type):
    """Caches instances by their constructor arguments."""

    def __call__(cls, *args):
        cache = cls.__dict_cache
        if args in cache:
            return cache[args]
        obj = super().__call__(*args)
        cache[args] = obj
        return obj

    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        cls.__dict_cache = {}

    def cached(cls):
        return sorted(cls.__dict_cache)


class Color(metaclass=Interned):
    def __new__(cls, r, g, b):
        log.append("new %d,%d,%d" % (r, g, b))
        self = super().__new__(cls)
        return self

    def __init__(self, r, g, b):
        self.rgb = (r, g, b)

    def __repr__(self):
        return "#%02x%02x%02x" % self.rgb

    def mix(self, other):
        return Color(*[(x + y) // 2 for x, y in zip(self.rgb, other.rgb)])


red = Color(255, 0, 0)
blue = Color(0, 0, 255)
print(red, blue, red is Color(255, 0, 0))
purple = red.mix(blue)
print(purple, purple is red.mix(blue), purple is blue.mix(red))
print(Color.cached())
print(log)
log.clear()

try:
    Color(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    Color([1], 2, 3)
except TypeError as e:
    print(type(e).__name__, e)


# __call__ that validates arguments before construction
class Checked(type):
    def __call__(cls, *args, **kwargs):
        fields = cls.fields
        if len(args) > len(fields):
            raise TypeError("%s takes at most %d arguments (%d given)"
                            % (cls.__name__, len(fields), len(args)))
        for k in kwargs:
            if k not in fields:
                raise TypeError("%s got an unexpected field %r" % (cls.__name__, k))
        obj = cls.__new__(cls)
        values = dict(zip(fields, args))
        values.update(kwargs)
        for f in fields:
            setattr(obj, f, values.get(f))
        obj.__init__()
        return obj


class Point(metaclass=Checked):
    fields = ("x", "y")

    def __init__(self):
        if self.x is None:
            self.x = 0
        if self.y is None:
            self.y = 0

    def __repr__(self):
        return "Point(%r, %r)" % (self.x, self.y)


print(Point(1, 2), Point(3), Point(y=7), Point())
for args, kwargs in (((1, 2, 3), {}), ((), {"z": 1}), ((1,), {"y": 5})):
    try:
        print(Point(*args, **kwargs))
    except TypeError as e:
        print(type(e).__name__, e)


# singleton subclass: each subclass gets its own instance slot
class Service(metaclass=Singleton):
    name = "base"

    def __init__(self):
        self.started = 0

    def start(self):
        self.started += 1
        return "%s started %d" % (self.name, self.started)


class Cache(Service):
    name = "cache"


class Queue(Service):
    name = "queue"


for svc in (Service, Cache, Queue, Cache, Service, Queue, Queue):
    print(svc().start())
print(Service() is Cache(), type(Cache()).__name__, Cache._calls, Queue._calls)
print(isinstance(Cache(), Service), type(Cache) is Singleton)
print(log)
