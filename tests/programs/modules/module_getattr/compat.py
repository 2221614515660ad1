warnings = []
ALIASES = {"old_total": "new_total", "sum_all": "new_total"}


def new_total(values):
    return sum(values)


def __getattr__(name):
    if name in ALIASES:
        warnings.append(name)
        return new_total
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
