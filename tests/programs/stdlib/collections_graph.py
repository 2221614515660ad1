from collections import deque, defaultdict, Counter, namedtuple, OrderedDict, ChainMap

Edge = namedtuple("Edge", "src dst weight", defaults=[1])

EDGES = [
    Edge("a", "b", 4), Edge("a", "c", 2), Edge("b", "c", 5), Edge("b", "d", 10),
    Edge("c", "e", 3), Edge("e", "d", 4), Edge("d", "f", 11), Edge("e", "f"),
    Edge("g", "h"), Edge("h", "g", 2),
]


def build(edges):
    graph = defaultdict(list)
    for e in edges:
        graph[e.src].append((e.dst, e.weight))
        graph[e.dst].append((e.src, e.weight))
    return graph


graph = build(EDGES)
print(sorted(graph), len(graph))
print(graph["a"], graph["zzz"], "zzz" in graph)
del graph["zzz"]


def bfs(graph, start):
    seen = {start: 0}
    order = []
    queue = deque([start])
    while queue:
        node = queue.popleft()
        order.append(node)
        for nxt, _ in sorted(graph[node]):
            if nxt not in seen:
                seen[nxt] = seen[node] + 1
                queue.append(nxt)
    return order, seen


order, dist = bfs(graph, "a")
print("bfs order", order)
print("hops", dist)


def dfs(graph, start):
    stack = deque([start])
    seen = []
    while stack:
        node = stack.pop()
        if node in seen:
            continue
        seen.append(node)
        for nxt, _ in sorted(graph[node], reverse=True):
            if nxt not in seen:
                stack.append(nxt)
    return seen


print("dfs order", dfs(graph, "a"))


def components(graph):
    seen = set()
    result = []
    for node in sorted(graph):
        if node in seen:
            continue
        comp, _ = bfs(graph, node)
        seen.update(comp)
        result.append(sorted(comp))
    return result


print("components", components(graph))


def shortest(graph, start, goal):
    # Dijkstra without a heap: a deque of frontier nodes, rescanned each time.
    best = {start: 0}
    prev = {}
    frontier = deque([start])
    while frontier:
        node = min(frontier, key=lambda n: (best[n], n))
        frontier.remove(node)
        for nxt, w in graph[node]:
            cost = best[node] + w
            if nxt not in best or cost < best[nxt]:
                best[nxt] = cost
                prev[nxt] = node
                if nxt not in frontier:
                    frontier.append(nxt)
    path = deque([goal])
    while path[0] != start:
        path.appendleft(prev[path[0]])
    return best[goal], list(path)


print("shortest a->f", shortest(graph, "a", "f"))
print("shortest b->e", shortest(graph, "b", "e"))

degree = Counter()
for e in EDGES:
    degree[e.src] += 1
    degree[e.dst] += 1
print("degrees", degree.most_common())
print("top3", degree.most_common(3), "total", degree.total())
weights = Counter({e.src + e.dst: e.weight for e in EDGES})
print("heaviest", weights.most_common(2), +(weights - Counter(ab=10, df=5)))

recent = deque(maxlen=3)
for node in order:
    recent.append(node)
    print("recent", list(recent), recent.maxlen)

lru = OrderedDict()
for node in ["a", "b", "c", "a", "d", "b", "e"]:
    if node in lru:
        lru.move_to_end(node)
    lru[node] = lru.get(node, 0) + 1
    if len(lru) > 3:
        lru.popitem(last=False)
print("lru", lru)

defaults = {"algorithm": "bfs", "start": "a", "limit": 10}
user = {"start": "c"}
settings = ChainMap(user, defaults)
print(settings["algorithm"], settings["start"], settings["limit"], len(settings))
run = settings.new_child({"limit": 2})
print(run["limit"], run.parents["limit"], dict(run))
ring = deque(range(6))
for step in range(3):
    ring.rotate(2)
    print("ring", list(ring), ring[0], ring[-1])
print(Edge("x", "y"), Edge._field_defaults, Edge("x", "y")._replace(weight=9))
