# __getattr__ delegation: a counting proxy that wraps a target's methods, and a read-only view with fallbacks.
class Inventory:
    def __init__(self):
        self.items = {}
        self.owner = "warehouse"

    def add(self, name, qty):
        self.items[name] = self.items.get(name, 0) + qty
        return self.items[name]

    def take(self, name, qty):
        have = self.items.get(name, 0)
        if qty > have:
            raise ValueError("only %d %s" % (have, name))
        self.items[name] = have - qty
        return self.items[name]

    def total(self):
        return sum(self.items.values())


class CountingProxy:
    def __init__(self, target):
        self._target = target
        self.calls = {}

    def __getattr__(self, name):
        attr = getattr(self._target, name)
        if not callable(attr):
            return attr

        def wrapper(*args, **kwargs):
            self.calls[name] = self.calls.get(name, 0) + 1
            return attr(*args, **kwargs)
        return wrapper


inv = Inventory()
proxy = CountingProxy(inv)
names = ["bolt", "nut", "gear", "spring"]
failures = 0
for i in range(300):
    name = names[i % 4]
    if i % 3:
        proxy.add(name, i % 11)
    else:
        try:
            proxy.take(name, i % 13)
        except ValueError:
            failures += 1
print(sorted(proxy.calls.items()), failures, proxy.total())
print(proxy.owner, proxy.items is inv.items, proxy.calls["add"])
try:
    proxy.missing_method
except AttributeError as e:
    print("AttributeError:", e)
print(hasattr(proxy, "total"), hasattr(proxy, "nothing"), getattr(proxy, "nothing", "default"))


class Settings:
    defaults = {"color": "blue", "size": 12, "debug": False}

    def __init__(self, **overrides):
        self.overrides = overrides
        self.misses = 0

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        if name in self.overrides:
            return self.overrides[name]
        if name in self.defaults:
            self.misses += 1
            return self.defaults[name]
        raise AttributeError(f"no setting {name!r}")


s = Settings(size=14)
acc = 0
for i in range(200):
    acc += s.size + (1 if s.debug else 0) + len(s.color)
print(acc, s.misses, s.size, s.color)
s.color = "red"
print(s.color, s.misses, s.__dict__["color"])
try:
    s.volume
except AttributeError as e:
    print(e)
print(getattr(s, "volume", 0), hasattr(s, "_private"))


class Node:
    def __init__(self, value, parent=None):
        self.value = value
        self.parent = parent

    def __getattr__(self, name):
        if self.parent is None:
            raise AttributeError(name)
        return getattr(self.parent, name)


root = Node(0)
root.theme = "dark"
leaf = Node(3, Node(2, Node(1, root)))
leaf.parent.font = "mono"
print(leaf.theme, leaf.font, leaf.value, hasattr(leaf, "size"))
