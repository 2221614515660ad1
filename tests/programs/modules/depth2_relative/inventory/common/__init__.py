from . import money, units
