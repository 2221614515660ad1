# __getattr__ delegation wrappers around builtin containers: a mutation journal, a read-only facade, stacked wrappers, and dunder methods that are not delegated.
MUTATORS = {"append", "extend", "insert", "pop", "remove", "clear", "sort", "reverse",
            "update", "setdefault", "popitem", "add", "discard"}


class Journaled:
    def __init__(self, target, name):
        self._target = target
        self._name = name
        self.journal = []

    def __getattr__(self, attr):
        value = getattr(self._target, attr)
        if attr in MUTATORS:
            def recorded(*args, **kwargs):
                self.journal.append((attr,) + args + tuple(sorted(kwargs)))
                return value(*args, **kwargs)
            return recorded
        return value

    def __len__(self):
        return len(self._target)

    def __iter__(self):
        return iter(self._target)


class ReadOnly:
    def __init__(self, target):
        self._target = target

    def __getattr__(self, attr):
        if attr in MUTATORS:
            raise AttributeError(f"read-only view has no {attr!r}")
        return getattr(self._target, attr)


items = Journaled([], "items")
for i in range(6):
    items.append(i * i)
items.insert(0, -1)
items.remove(4)
print(items.pop(), list(items), len(items), items.count(9), items.index(1))
items.sort(key=lambda x: -x)
print(list(items), items.journal)

cfg = Journaled({}, "cfg")
cfg.update({"a": 1, "b": 2})
cfg.setdefault("c", 3)
print(cfg.get("a"), sorted(cfg.keys()), cfg.popitem(), len(cfg), cfg.journal)

view = ReadOnly(items)
print(view.count(25), view.index(16), view.journal[:2], view._name)
for attr in ["append", "clear", "nonexistent"]:
    try:
        getattr(view, attr)
    except AttributeError as e:
        print("AttributeError", e)
# special methods are looked up on the type, so ReadOnly has no len() or iteration
for thunk in [lambda: len(view), lambda: list(view), lambda: view[0]]:
    try:
        thunk()
    except TypeError as e:
        print("TypeError", e)

# stacked wrappers: journal of a journal of a set
inner = Journaled(set(), "inner")
outer = Journaled(inner, "outer")
for i in range(400):
    if i % 3:
        outer.add(i % 50)
    else:
        outer.discard(i % 7)
print(len(outer), len(outer.journal), len(inner.journal), sorted(inner._target)[:8], outer.journal[:3])
print(outer.issubset(set(range(50))), outer._target is inner, outer.journal is inner.journal)

# hot path: delegated non-mutating calls and plain attribute reads
acc = 0
big = Journaled(list(range(100)), "big")
ro = ReadOnly(big)
for i in range(500):
    acc += ro.index(i % 100) + ro.count(i % 3) + len(ro._target._target)
print(acc, len(big.journal), hasattr(ro, "append"), hasattr(ro, "count"), hasattr(ro, "zzz"))
