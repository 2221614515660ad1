real = "real"


def __getattr__(name):
    if name == "magic":
        return 42
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
