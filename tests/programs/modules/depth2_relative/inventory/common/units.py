FACTORS = {"each": 1, "dozen": 12, "gross": 144}


def to_each(qty, unit):
    return qty * FACTORS[unit]
