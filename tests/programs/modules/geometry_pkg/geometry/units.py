PI = 3.141592653589793
CONVERSIONS = {"mm": 0.1, "cm": 1.0, "m": 100.0, "in": 2.54}


class UnitError(ValueError):
    pass


def to_cm(value, unit):
    try:
        return value * CONVERSIONS[unit]
    except KeyError:
        raise UnitError("unknown unit " + repr(unit)) from None
