"""Each state lives in its own submodule; they register themselves here on import."""
REGISTRY = {}


def state(name):
    def deco(cls):
        cls.name = name
        REGISTRY[name] = cls()
        return cls
    return deco


from . import idle, paying, vending, service  # noqa: E402  (registration side effects)
