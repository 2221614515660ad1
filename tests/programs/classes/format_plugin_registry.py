# An __init_subclass__ plugin registry of file-format handlers: class attributes declare extensions and priority, bases without their own extensions are abstract, overrides are detected.
class Handler:
    registry = {}
    abstract = True
    extensions = ()
    priority = 0
    created = []

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Handler.created.append(cls.__name__)
        # abstract: declares no extensions of its own (shares its base's tuple)
        if cls.extensions is cls.__base__.extensions:
            cls.abstract = True
            return
        cls.abstract = False
        for ext in cls.extensions:
            current = Handler.registry.get(ext)
            if current is None or cls.priority > current.priority:
                Handler.registry[ext] = cls

    @classmethod
    def for_name(cls, filename):
        _, dot, ext = filename.rpartition(".")
        handler = cls.registry.get(ext.lower()) if dot else None
        if handler is None:
            raise LookupError(f"no handler for {filename!r}")
        return handler()

    def parse(self, text):
        raise NotImplementedError(type(self).__name__ + ".parse")


class TextHandler(Handler):
    def parse(self, text):
        return [self.line(l) for l in text.splitlines() if l.strip()]


class CsvHandler(TextHandler):
    extensions = ("csv", "tsv")

    def line(self, l):
        return l.split("\t" if "\t" in l else ",")


class FastCsvHandler(CsvHandler):
    extensions = ("csv",)
    priority = 5

    def line(self, l):
        return super().line(l) + ["fast"]


class IniHandler(TextHandler):
    extensions = ("ini", "cfg")

    def line(self, l):
        k, _, v = l.partition("=")
        return (k.strip(), v.strip())


class RawHandler(Handler):
    extensions = ("txt", "log")
    priority = -1


class LowPriorityCsv(CsvHandler):
    extensions = ("csv", "dat")
    priority = 1


print(Handler.created)
print(sorted((ext, cls.__name__) for ext, cls in Handler.registry.items()))
print(TextHandler.abstract, CsvHandler.abstract, FastCsvHandler.abstract, Handler.abstract, IniHandler.__base__.__name__, [c.__name__ for c in FastCsvHandler.__mro__])
print(Handler.for_name("data.CSV").parse("a,b\n\nc,d"), Handler.for_name("x.tsv").parse("1\t2"))
print(Handler.for_name("app.cfg").parse("name = ember\nmode=fast"), type(Handler.for_name("z.dat")).__name__)
try:
    Handler.for_name("notes.txt").parse("hello")
except NotImplementedError as e:
    print("NotImplementedError", e)
for name in ["README", "archive.zip", "x."]:
    try:
        Handler.for_name(name)
    except LookupError as e:
        print("LookupError", e)

# dispatch many files through the registry (hot loop)
counts = {}
rows = 0
files = ["f%d.%s" % (i, ["csv", "tsv", "ini", "cfg", "dat", "log"][i % 6]) for i in range(360)]
for fname in files:
    h = Handler.for_name(fname)
    name = type(h).__name__
    counts[name] = counts.get(name, 0) + 1
    if isinstance(h, TextHandler):
        rows += len(h.parse("k=v\na,b,c\n\nx\ty"))
print(sorted(counts.items()), rows)

def make(ext, prio):
    class Dynamic(CsvHandler):
        extensions = (ext,)
        priority = prio
    return Dynamic


d1 = make("json", 1)
d2 = make("json", 3)
d3 = make("json", 2)
print(Handler.registry["json"] is d2, Handler.created[-3:], len(Handler.created))
