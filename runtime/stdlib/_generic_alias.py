"""The objects `list[int]` and `int | str` make (CPython's types.GenericAlias and
types.UnionType), written for ember. The runtime calls `alias` for a subscripted
builtin type and `union` for `|` between types; `types` re-exports the classes."""

_NoneType = type(None)


def _type_repr(obj):
    if obj is ...:
        return "..."
    if obj is _NoneType:
        return "None"
    if isinstance(obj, type) and not isinstance(obj, GenericAlias):
        if obj.__module__ == "builtins":
            return obj.__qualname__
        return obj.__module__ + "." + obj.__qualname__
    return repr(obj)


def _parameters(args):
    params = []
    for a in args:
        if hasattr(a, "__parameters__") and not isinstance(a, type):
            for p in a.__parameters__:
                if p not in params:
                    params.append(p)
        elif type(a).__name__ in ("TypeVar", "ParamSpec", "TypeVarTuple") and a not in params:
            params.append(a)
    return tuple(params)


def _substitute(arg, subst):
    if isinstance(arg, GenericAlias) and arg.__parameters__:
        return arg[tuple(subst.get(p, p) for p in arg.__parameters__)]
    return subst.get(arg, arg)


class GenericAlias:
    """A builtin type with type arguments: list[int], dict[str, int]."""

    def __init__(self, origin, args):
        if not isinstance(args, tuple):
            args = (args,)
        self.__origin__ = origin
        self.__args__ = args
        self.__parameters__ = _parameters(args)

    def __repr__(self):
        if not self.__args__:
            args = "()"
        else:
            args = ", ".join(_type_repr(a) for a in self.__args__)
        return "%s[%s]" % (_type_repr(self.__origin__), args)

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)

    def __eq__(self, other):
        if not isinstance(other, GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash(self.__origin__) ^ hash(self.__args__)

    def __getitem__(self, items):
        if not self.__parameters__:
            raise TypeError("%r is not a generic class" % (self,))
        if not isinstance(items, tuple):
            items = (items,)
        if len(items) != len(self.__parameters__):
            raise TypeError("Too %s arguments for %r" % (
                "many" if len(items) > len(self.__parameters__) else "few", self))
        subst = dict(zip(self.__parameters__, items))
        return GenericAlias(self.__origin__, tuple(_substitute(a, subst) for a in self.__args__))

    def __or__(self, other):
        return union(self, other)

    def __ror__(self, other):
        return union(other, self)

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __instancecheck__(self, obj):
        raise TypeError("isinstance() argument 2 cannot be a parameterized generic")

    def __subclasscheck__(self, cls):
        raise TypeError("issubclass() argument 2 cannot be a parameterized generic")


class UnionType:
    """`int | str`: isinstance and issubclass accept it."""

    def __init__(self, args):
        self.__args__ = args
        self.__parameters__ = _parameters(args)

    def __repr__(self):
        return " | ".join(_type_repr(a) for a in self.__args__)

    def __eq__(self, other):
        if isinstance(other, UnionType):
            return set(self.__args__) == set(other.__args__)
        if type(other).__name__ == "_UnionGenericAlias":
            return set(self.__args__) == set(other.__args__)
        return NotImplemented

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __or__(self, other):
        return union(self, other)

    def __ror__(self, other):
        return union(other, self)

    def _check(self, name):
        for a in self.__args__:
            if isinstance(a, GenericAlias):
                raise TypeError("%s() argument 2 cannot be a parameterized generic" % name)

    def __instancecheck__(self, obj):
        self._check("isinstance")
        return isinstance(obj, self.__args__)

    def __subclasscheck__(self, cls):
        self._check("issubclass")
        return issubclass(cls, self.__args__)


def _unionable(obj):
    return obj is None or isinstance(obj, (type, GenericAlias, UnionType))


def union(a, b):
    """`a | b` for types (None for NoneType); NotImplemented for anything else."""
    if not (_unionable(a) and _unionable(b)):
        return NotImplemented
    args = []
    for x in (a, b):
        if x is None:
            x = _NoneType
        for item in (x.__args__ if isinstance(x, UnionType) else (x,)):
            if item not in args:
                args.append(item)
    if len(args) == 1:
        return args[0]
    return UnionType(tuple(args))


def alias(origin, args):
    return GenericAlias(origin, args)


GenericAlias.__module__ = "types"
UnionType.__module__ = "types"
