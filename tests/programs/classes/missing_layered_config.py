# dict subclasses with __missing__: a factory-driven DefaultDict for graph adjacency, and layered config scopes that fall back to a parent dict.
class DefaultDict(dict):
    def __init__(self, factory, *args):
        super().__init__(*args)
        self.factory = factory
        self.misses = 0

    def __missing__(self, key):
        self.misses += 1
        value = self[key] = self.factory()
        return value


class Scope(dict):
    def __init__(self, parent=None, **values):
        super().__init__(values)
        self.parent = parent

    def __missing__(self, key):
        if self.parent is None:
            raise KeyError(f"undefined setting {key!r}")
        return self.parent[key]

    def child(self, **values):
        return Scope(self, **values)

    def flatten(self):
        base = self.parent.flatten() if self.parent is not None else {}
        base.update(self)
        return base

    def depth_of(self, key):
        d = 0
        s = self
        while s is not None:
            if key in s:  # `in` never calls __missing__
                return d
            s = s.parent
            d += 1
        return -1


edges = [(i % 23, (i * 7 + 3) % 23) for i in range(300)]
graph = DefaultDict(set)
indeg = DefaultDict(int)
for a, b in edges:
    graph[a].add(b)
    indeg[b] += 1
print(len(graph), graph.misses, indeg.misses, sorted(graph[0]), graph.get(99), 99 in graph)
print(sorted(indeg.items())[:6], sum(indeg.values()))


def reachable(g, start):
    seen = {start}
    stack = [start]
    while stack:
        for nxt in sorted(g[stack.pop()]):
            if nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return seen


before = graph.misses
print(len(reachable(graph, 0)), graph.misses - before)
groups = DefaultDict(list, {"seed": ["x"]})
for w in "the quick brown fox jumps over the lazy dog then quietly bows".split():
    groups[w[0]].append(w)
print(dict(sorted(groups.items())), groups.misses, type(groups.copy()).__name__)

defaults = Scope(debug=False, level="info", retries=3, colors=True)
project = defaults.child(level="warning", name="ember")
run = project.child(debug=True, retries=5)
for key in ["debug", "level", "retries", "colors", "name"]:
    print(key, run[key], project[key], defaults.get(key), run.depth_of(key), key in run)
print(run.flatten() == {"debug": True, "level": "warning", "retries": 5, "colors": True, "name": "ember"})
print(run.get("colors", "get-skips-missing"), len(run), sorted(run))

# many lookups through deep scope chains (hot loop)
chain = defaults
for i in range(40):
    chain = chain.child(**{f"k{i}": i, "level": f"L{i}"} if i % 3 == 0 else {f"k{i}": i})
total = 0
for i in range(400):
    total += chain[f"k{i % 40}"] + chain["retries"] + chain.depth_of(f"k{i % 40}")
print(total, chain["level"], chain.depth_of("debug"), len(chain.flatten()))
try:
    run["missing"]
except KeyError as e:
    print("KeyError", e)
print(run.pop("debug"), run["debug"], run.setdefault("colors", "own"), run["colors"])
