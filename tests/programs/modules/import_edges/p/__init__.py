from . import c
