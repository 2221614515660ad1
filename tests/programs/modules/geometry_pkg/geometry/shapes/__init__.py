REGISTRY = {}


def register(cls):
    REGISTRY[cls.__name__] = cls
    return cls


def count_sides(shapes):
    return sum(getattr(s, "sides", 0) for s in shapes)


from . import polygon
from .curved import circle
