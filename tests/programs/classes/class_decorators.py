# Class decorators: a registry, a dataclass-lite that generates __init__/__repr__/__eq__ from annotations-free field lists, total ordering from a key, and stacked decorators.
REGISTRY = {}


def register(kind):
    def deco(cls):
        REGISTRY.setdefault(kind, []).append(cls.__name__)
        cls.kind = kind
        return cls
    return deco


def record(*fields, defaults=None):
    defaults = defaults or {}

    def deco(cls):
        def __init__(self, *args, **kwargs):
            if len(args) > len(fields):
                raise TypeError(f"{cls.__name__} takes {len(fields)} positional arguments")
            for name, value in zip(fields, args):
                setattr(self, name, value)
            for name in fields[len(args):]:
                if name in kwargs:
                    setattr(self, name, kwargs.pop(name))
                elif name in defaults:
                    setattr(self, name, defaults[name])
                else:
                    raise TypeError(f"{cls.__name__} missing field {name!r}")
            if kwargs:
                raise TypeError(f"unexpected {sorted(kwargs)}")
            post = getattr(self, "post_init", None)
            if post is not None:
                post()

        def __repr__(self):
            inner = ", ".join(f"{f}={getattr(self, f)!r}" for f in fields)
            return f"{type(self).__name__}({inner})"

        def __eq__(self, other):
            if type(other) is not type(self):
                return NotImplemented
            return all(getattr(self, f) == getattr(other, f) for f in fields)

        def __hash__(self):
            return hash(tuple(getattr(self, f) for f in fields))

        cls.__init__ = __init__
        cls.__repr__ = __repr__
        cls.__eq__ = __eq__
        cls.__hash__ = __hash__
        cls.fields = fields
        return cls
    return deco


def ordered_by(keyfunc):
    def deco(cls):
        cls.__lt__ = lambda a, b: keyfunc(a) < keyfunc(b)
        cls.__le__ = lambda a, b: keyfunc(a) <= keyfunc(b)
        cls.__gt__ = lambda a, b: keyfunc(a) > keyfunc(b)
        cls.__ge__ = lambda a, b: keyfunc(a) >= keyfunc(b)
        return cls
    return deco


@register("shape")
@ordered_by(lambda r: (r.area(), r.name))
@record("name", "w", "h", defaults={"h": 1})
class Rect:
    def area(self):
        return self.w * self.h

    def post_init(self):
        if self.w < 0 or self.h < 0:
            raise ValueError(f"negative size for {self.name}")


@register("shape")
@register("person")
@record("first", "last", defaults={"last": "?"})
class Person:
    pass


r1 = Rect("a", 3, 4)
r2 = Rect("b", 6, h=2)
r3 = Rect("c", 12)
print(r1, r2, r3, Rect.fields, Rect.kind, Person.kind, REGISTRY)
print(r1 == Rect("a", 3, 4), r1 == r2, r1 != r2, r1 < r2, r2 <= r1, r3 > r1, r1 >= r1, r1 == "a")
print(sorted([r3, r2, r1, Rect("d", 1, 12)]), max(r1, r2, r3), Rect.__name__, Rect.area(r2))
print(len({r1, Rect("a", 3, 4), r2}), Person("Ada"), Person("Grace", last="Hopper"))

shapes = [Rect("r%d" % i, i % 9 + 1, i % 4 + 1) for i in range(400)]
total = sum(s.area() for s in shapes)
distinct = len(set(shapes))
biggest = sorted(shapes)[-3:]
eq_pairs = sum(1 for a, b in zip(shapes, shapes[1:]) if a.area() == b.area())
print(total, distinct, biggest, eq_pairs, min(shapes))
for thunk in [lambda: Rect("x"), lambda: Rect("x", 1, 2, 3), lambda: Rect("x", 1, depth=3), lambda: Rect("n", -1)]:
    try:
        thunk()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
