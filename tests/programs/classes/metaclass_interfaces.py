# Structural interfaces: an Interface metaclass whose __instancecheck__
# and __subclasscheck__ look for required method names (duck typing),
# interfaces combined with `|` (tuples for isinstance) and `&` operators defined on the
# metaclass, compared with == and usable as dict keys; plus handler
# classes configured with class keywords through __init_subclass__.


class InterfaceMeta(type):
    def __new__(mcls, name, bases, ns):
        required = set()
        for base in bases:
            required |= set(getattr(base, "_required", ()))
        for key, value in ns.items():
            if callable(value) and not key.startswith("_"):
                required.add(key)
        ns["_required"] = frozenset(required)
        return super().__new__(mcls, name, bases, ns)

    def missing(cls, klass):
        return sorted(n for n in cls._required if not callable(getattr(klass, n, None)))

    def __instancecheck__(cls, obj):
        return cls.__subclasscheck__(type(obj))

    def __subclasscheck__(cls, klass):
        return not cls.missing(klass)

    def __or__(cls, other):
        if isinstance(other, tuple):
            return (cls,) + other
        return (cls, other)

    def __ror__(cls, other):
        return other + (cls,)

    def __and__(cls, other):
        name = cls.__name__ + "And" + other.__name__
        return InterfaceMeta(name, (cls, other), {})

    def __eq__(cls, other):
        if isinstance(other, InterfaceMeta):
            return cls._required == other._required
        return NotImplemented

    def __hash__(cls):
        return hash(tuple(sorted(cls._required)))

    def __repr__(cls):
        return "<interface %s %s>" % (cls.__name__, sorted(cls._required))

    def __str__(cls):
        return cls.__name__


class Readable(metaclass=InterfaceMeta):
    def read(self):
        pass


class Writable(metaclass=InterfaceMeta):
    def write(self, data):
        pass

    def flush(self):
        pass


class Closeable(metaclass=InterfaceMeta):
    def close(self):
        pass


class Stream(Readable, Writable):
    pass


class Sink(Writable):
    def write(self, data):
        pass

    def flush(self):
        pass


class File:
    def __init__(self, name):
        self.name = name
        self.data = []

    def read(self):
        return "".join(self.data)

    def write(self, data):
        self.data.append(data)

    def flush(self):
        return len(self.data)

    def close(self):
        self.data = None


class Reader:
    def read(self):
        return "r"


class Broken:
    read = 42

    def write(self, data):
        pass


for iface in (Readable, Writable, Closeable, Stream, Sink):
    print(repr(iface))
    for klass in (File, Reader, Broken, int, str):
        ok = issubclass(klass, iface)
        print("  %-6s %-5s %s" % (klass.__name__, ok, iface.missing(klass)))

f = File("log")
print(isinstance(f, Readable), isinstance(f, Stream), isinstance(Reader(), Writable))
print(isinstance(f, (Reader, Closeable)), isinstance(3, (Readable, int)))
rw = Readable & Writable
print(repr(rw), type(rw).__name__, isinstance(f, rw), isinstance(Reader(), rw))
print(rw == Stream, Stream == Readable, Sink == Writable, Readable != Writable)
print(Readable == 5, Readable == Readable)
either = Closeable | Readable
print(" | ".join(map(str, either)), isinstance(Reader(), either), isinstance(Broken(), either))
three = (Closeable | Readable) | Sink
print([str(i) for i in three], isinstance(Sink(), three), isinstance(Broken(), three))
registry = {Stream: "stream", Sink: "sink", Readable: "readable"}
print(registry[rw], registry[Writable], len(registry))
print(sorted(str(k) for k in registry))
print(str(Stream), "%s/%s" % (Readable, Writable), [str(i) for i in (Sink, Closeable)])


# handlers configured through class keywords and __init_subclass__
class Handler:
    handlers = []

    def __init_subclass__(cls, kind=None, accepts=Readable, order=50, **kw):
        super().__init_subclass__(**kw)
        if kind is None:
            raise TypeError("%s needs a kind= class keyword" % cls.__name__)
        cls.kind = kind
        cls.accepts = accepts
        cls.order = order
        Handler.handlers.append(cls)
        Handler.handlers.sort(key=lambda h: (h.order, h.kind))

    def handle(self, obj):
        return "%s handled %s" % (self.kind, type(obj).__name__)


class ReadHandler(Handler, kind="read"):
    pass


class WriteHandler(Handler, kind="write", accepts=Writable, order=10):
    def handle(self, obj):
        obj.write("x")
        return super().handle(obj) + " (flushed %d)" % obj.flush()


class FullHandler(Handler, kind="full", accepts=Readable & Writable & Closeable, order=5):
    pass


class LaterHandler(ReadHandler, kind="later", order=90):
    pass


print([(h.__name__, h.kind, h.order) for h in Handler.handlers])
print(repr(FullHandler.accepts), LaterHandler.accepts is Readable)
for obj in (File("a"), Reader(), Broken(), 7):
    done = [h().handle(obj) for h in Handler.handlers if isinstance(obj, h.accepts)]
    print(type(obj).__name__, done)

for spec in ({}, {"kind": "bad", "colour": "red"}):
    try:
        type("Bad", (Handler,), {}, **spec)
    except TypeError as e:
        print(type(e).__name__, e)
print(len(Handler.handlers))
Extra = type("Extra", (Handler,), {"handle": lambda self, o: "extra!"}, kind="extra", order=1)
print(Handler.handlers[0].__name__, Extra().handle(None), Extra.kind, Extra.accepts)
