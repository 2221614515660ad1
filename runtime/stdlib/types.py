"""Names for the types of builtin objects (CPython's `types`), written for ember."""

import sys as _sys
from _generic_alias import GenericAlias, UnionType


def _f():
    pass


class _C:
    def _m(self):
        pass


def _g():
    yield 1


FunctionType = type(_f)
LambdaType = type(lambda: None)
MethodType = type(_C()._m)
BuiltinFunctionType = type(len)
BuiltinMethodType = type([].append)
GeneratorType = type(_g())
NoneType = type(None)
EllipsisType = type(Ellipsis)
NotImplementedType = type(NotImplemented)
ModuleType = type(_sys)


class SimpleNamespace:
    """Attribute access to keyword arguments, with a readable repr."""

    def __init__(self, *args, **kwargs):
        if args:
            raise TypeError("no positional arguments expected")
        for key, value in kwargs.items():
            setattr(self, key, value)

    def __repr__(self):
        items = ("%s=%r" % (k, v) for k, v in vars(self).items())
        return "namespace(%s)" % ", ".join(items)

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return vars(self) == vars(other)
        return NotImplemented


def new_class(name, bases=(), kwds=None, exec_body=None):
    ns = {}
    if exec_body is not None:
        exec_body(ns)
    return type(name, bases, ns, **(kwds or {}))
