computed = []


def _squares():
    return [i * i for i in range(50)]


def _cubes():
    return [i ** 3 for i in range(20)]


def _primes():
    found = []
    n = 2
    while len(found) < 100:
        if all(n % p for p in found if p * p <= n):
            found.append(n)
        n += 1
    return found


BUILDERS = {"squares": _squares, "cubes": _cubes, "primes": _primes}


def __getattr__(name):
    builder = BUILDERS.get(name)
    if builder is None:
        raise AttributeError("no table named " + name)
    computed.append(name)
    value = builder()
    import tables
    setattr(tables, name, value)
    return value
