from . import left
