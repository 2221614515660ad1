class SetupError(Exception):
    pass


def check(x):
    if x < 0:
        raise SetupError(f"negative: {x}")
    return x


check(-1)
