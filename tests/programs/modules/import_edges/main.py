# Corners of the import system: sys.modules entries that are not modules (or None),
# a package importing its own submodule, namespace packages, module __getattr__,
# the names functions and modules report, deleting what a module lacks.
import sys
import math
import time

sys.modules["blocked"] = None
try:
    import blocked
except ImportError as e:
    print(type(e).__name__ + ":", e)
try:
    from blocked import x
except ImportError as e:
    print(type(e).__name__ + ":", e)


class Fake:
    answer = 42


sys.modules["virtual"] = Fake()
import virtual
print(type(virtual).__name__, virtual.answer)
from virtual import answer
print(answer)
try:
    from virtual import question
except ImportError as e:
    print(type(e).__name__ + ":", e)

import p.c
print(p.c.__name__, sys.modules["p.c"] is p.c, p.c.RUNS)

import ns.inner.leaf
print(ns.inner.leaf.Z, ns.inner.leaf.__package__, ns.__file__)

try:
    import second
except AttributeError as e:
    print("AttributeError:", e)

import lazy
print(lazy.magic, lazy.real)
try:
    lazy.other
except AttributeError as e:
    print("AttributeError:", e)

import m
print(m.f.__module__, m.f.__qualname__, m.C.meth.__qualname__, m.C.__module__)
print(sys.__name__, math.__name__, time.__name__, m.__name__, p.__name__, p.c.__package__)


def local():
    pass


print(local.__module__, local.__qualname__, __name__)
try:
    del m.nothing
except AttributeError as e:
    print("AttributeError:", e)
try:
    delattr(m, "nothing")
except AttributeError as e:
    print("AttributeError:", e)
del m.f
print(hasattr(m, "f"), hasattr(m, "C"))
