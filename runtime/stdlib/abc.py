"""Abstract base classes: ABCMeta, ABC, abstractmethod.

ember's own implementation of the documented behaviour of CPython's `abc`: a class
whose metaclass is ABCMeta records in `__abstractmethods__` the abstract methods it
defines or inherits without overriding, and cannot be instantiated while any remain
(the runtime checks `__abstractmethods__`, as CPython's `object.__new__` does).
`register` makes virtual subclasses that isinstance and issubclass accept.
"""


def abstractmethod(funcobj):
    """Marks a method abstract: a class with ABCMeta as metaclass that does not
    override it cannot be instantiated."""
    funcobj.__isabstractmethod__ = True
    return funcobj


# The deprecated spellings of an abstract classmethod, staticmethod and property
# (ember's descriptors cannot be subclassed: these make the plain ones of an
# abstract function).
def abstractclassmethod(callable):
    return classmethod(abstractmethod(callable))


def abstractstaticmethod(callable):
    return staticmethod(abstractmethod(callable))


def abstractproperty(fget=None, fset=None, fdel=None, doc=None):
    return property(fget if fget is None else abstractmethod(fget), fset, fdel, doc)


def _is_abstract(value):
    return getattr(value, "__isabstractmethod__", False) is True


def _abstract_names(cls, namespace, bases):
    names = set()
    for name, value in namespace.items():
        if _is_abstract(value):
            names.add(name)
    for base in bases:
        for name in getattr(base, "__abstractmethods__", ()):
            if _is_abstract(getattr(cls, name, None)):
                names.add(name)
    return frozenset(names)


_cache_token = 0


class ABCMeta(type):
    """The metaclass of abstract base classes."""

    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        cls.__abstractmethods__ = _abstract_names(cls, namespace, bases)
        cls._abc_registry = []
        return cls

    def register(cls, subclass):
        """Registers `subclass` as a virtual subclass of this ABC."""
        global _cache_token
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls._abc_registry.append(subclass)
        _cache_token += 1
        return subclass

    def __instancecheck__(cls, instance):
        return cls.__subclasscheck__(type(instance))

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError("issubclass() arg 1 must be a class")
        hook = getattr(cls, "__subclasshook__", None)
        if hook is not None:
            answer = hook(subclass)
            if answer is not NotImplemented:
                return bool(answer)
        if cls in subclass.__mro__:
            return True
        for registered in cls._abc_registry:
            if issubclass(subclass, registered):
                return True
        for derived in type.__subclasses__(cls):
            if issubclass(subclass, derived):
                return True
        return False

    def _dump_registry(cls, file=None):
        print("Class: %s.%s" % (cls.__module__, cls.__qualname__), file=file)
        print("Inv. counter: %s" % _cache_token, file=file)

    def _abc_registry_clear(cls):
        cls._abc_registry = []

    def _abc_caches_clear(cls):
        pass


def get_cache_token():
    """A token that changes whenever an ABC registers a virtual subclass."""
    return _cache_token


def update_abstractmethods(cls):
    """Recomputes `__abstractmethods__` of an ABC after its methods changed."""
    if not hasattr(cls, "__abstractmethods__"):
        return cls
    names = set()
    for base in cls.__bases__:
        for name in getattr(base, "__abstractmethods__", ()):
            if _is_abstract(getattr(cls, name, None)):
                names.add(name)
    for name in dir(cls):
        if _is_abstract(getattr(cls, name, None)):
            names.add(name)
    cls.__abstractmethods__ = frozenset(names)
    return cls


class ABC(metaclass=ABCMeta):
    """A helper class that has ABCMeta as its metaclass."""

    __slots__ = ()
