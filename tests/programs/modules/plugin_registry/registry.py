PLUGINS = {}
loaded_order = []


def plugin(name):
    def decorate(func):
        if name in PLUGINS:
            raise ValueError("duplicate plugin " + name)
        PLUGINS[name] = func
        loaded_order.append(func.__module__ + ":" + name)
        return func
    return decorate


def names():
    return sorted(PLUGINS)


def run(name, value):
    return PLUGINS[name](value)


def describe():
    return ", ".join("%s(%s)" % (n, PLUGINS[n].__name__) for n in names())
