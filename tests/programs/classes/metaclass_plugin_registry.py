# A plugin registry driven by a metaclass: every concrete subclass of a
# plugin base is recorded by name, the registry class itself can be
# iterated, indexed, measured and searched through metaclass special
# methods, and class keyword arguments configure each plugin.


class PluginMeta(type):
    def __new__(mcls, name, bases, ns, **kwargs):
        cls = super().__new__(mcls, name, bases, ns)
        if not hasattr(cls, "_registry"):
            # the root of a plugin family owns the registry
            cls._registry = {}
            cls._order = []
            cls._family = name
        else:
            key = kwargs.get("key", name.lower())
            if key in cls._registry:
                raise ValueError("duplicate plugin key %r in %s" % (key, cls._family))
            cls._registry[key] = cls
            cls._order.append(key)
            cls.key = key
        cls.priority = kwargs.get("priority", 0)
        return cls

    def __init__(cls, name, bases, ns, **kwargs):
        super().__init__(name, bases, ns)

    def __iter__(cls):
        ordered = sorted(cls._order, key=lambda k: (-cls._registry[k].priority, k))
        for k in ordered:
            yield cls._registry[k]

    def __len__(cls):
        return len(cls._registry)

    def __getitem__(cls, key):
        try:
            return cls._registry[key]
        except KeyError:
            raise KeyError("no %s plugin named %r" % (cls._family, key))

    def __contains__(cls, key):
        return key in cls._registry

    def __repr__(cls):
        if hasattr(cls, "key"):
            return "<plugin %s:%s p=%d>" % (cls._family, cls.key, cls.priority)
        return "<plugin family %s (%d)>" % (cls._family, len(cls._registry))

    @property
    def names(cls):
        return sorted(cls._registry)

    def create(cls, key, *args):
        return cls[key](*args)


class Formatter(metaclass=PluginMeta):
    def __init__(self, width=10):
        self.width = width

    def render(self, value):
        raise NotImplementedError(type(self).__name__ + ".render")


class PlainFormatter(Formatter, key="plain"):
    def render(self, value):
        return str(value)


class PaddedFormatter(Formatter, key="pad", priority=5):
    def render(self, value):
        return str(value).rjust(self.width, ".")


class UpperFormatter(Formatter, priority=2):
    def render(self, value):
        return str(value).upper()


class BracketFormatter(PaddedFormatter, key="bracket", priority=5):
    def render(self, value):
        return "[" + super().render(value) + "]"


class Exporter(metaclass=PluginMeta):
    suffix = ".txt"

    def export(self, rows):
        return ["%s%s" % (r, self.suffix) for r in rows]


class CsvExporter(Exporter, key="csv"):
    suffix = ".csv"


class JsonExporter(Exporter, key="json", priority=1):
    suffix = ".json"


print(repr(Formatter))
print(repr(Exporter))
print(len(Formatter), len(Exporter))
print(Formatter.names)
print(Exporter.names)
for plugin in Formatter:
    print(repr(plugin), plugin.__name__, plugin.priority)
print([p.key for p in Exporter])
print("pad" in Formatter, "csv" in Formatter, "csv" in Exporter)
print(Formatter["upperformatter"].__name__)
print(type(Formatter) is PluginMeta, type(PlainFormatter).__name__)
print(isinstance(Formatter, type), isinstance(PlainFormatter, PluginMeta))
print(issubclass(BracketFormatter, PaddedFormatter), issubclass(BracketFormatter, Formatter))

for key in ["plain", "pad", "upperformatter", "bracket"]:
    fmt = Formatter.create(key, 8)
    print(key, "->", fmt.render("ab"), fmt.render(42))

try:
    Formatter["missing"]
except KeyError as e:
    print(type(e).__name__, e)

try:
    Formatter.render(Formatter(), 1)
except NotImplementedError as e:
    print(type(e).__name__, e)

try:
    class Duplicate(Formatter, key="pad"):
        pass
except ValueError as e:
    print(type(e).__name__, e)

print(len(Formatter))

rows = ["a", "b"]
for exporter in Exporter:
    print(exporter.__name__, exporter().export(rows))

# the registries are shared per family, not per class
print(PlainFormatter._registry is Formatter._registry)
print(CsvExporter._registry is Formatter._registry)
print(sorted(k for k in PaddedFormatter._registry))

# class created dynamically with the metaclass called directly
Dyn = PluginMeta("Dyn", (Exporter,), {"suffix": ".dyn"}, key="dyn", priority=9)
print(repr(Dyn), Dyn().export(["x"]))
print([p.__name__ for p in Exporter])
print(type(Dyn).__name__, Dyn.__mro__[1].__name__)


# summary with a dict keyed by plugin classes (metaclass objects hash by identity)
counts = {}
for fam in (Formatter, Exporter):
    for plugin in fam:
        counts[plugin] = len(plugin.__name__)
for plugin in sorted(counts, key=lambda c: c.__name__):
    print(plugin.__name__, counts[plugin])
print(bool(Formatter), bool(Exporter))
