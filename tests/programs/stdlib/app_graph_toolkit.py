"""Graph algorithms on a seeded random graph: BFS/DFS, Dijkstra, MST, SCC, topo sort, memoised path counting."""
import heapq
import random
from collections import deque, defaultdict, Counter, namedtuple
from functools import lru_cache, reduce
from itertools import combinations, chain, accumulate
import operator

Edge = namedtuple("Edge", "u v w")


def make_graph(seed, n, p):
    rng = random.Random(seed)
    edges = []
    for u, v in combinations(range(n), 2):
        if rng.random() < p:
            edges.append(Edge(u, v, rng.randint(1, 20)))
    return edges


def adjacency(edges, directed=False):
    adj = defaultdict(list)
    for e in edges:
        adj[e.u].append((e.v, e.w))
        if not directed:
            adj[e.v].append((e.u, e.w))
    for k in adj:
        adj[k].sort()
    return adj


def bfs_layers(adj, src):
    seen = {src: 0}
    q = deque([src])
    layers = defaultdict(list)
    while q:
        u = q.popleft()
        layers[seen[u]].append(u)
        for v, _ in adj[u]:
            if v not in seen:
                seen[v] = seen[u] + 1
                q.append(v)
    return dict(layers)


def dfs_order(adj, src):
    order, stack, seen = [], [src], set()
    while stack:
        u = stack.pop()
        if u in seen:
            continue
        seen.add(u)
        order.append(u)
        stack.extend(v for v, _ in reversed(adj[u]) if v not in seen)
    return order


def dijkstra(adj, src):
    dist = {src: 0}
    prev = {}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in adj[u]:
            if d + w < dist.get(v, float("inf")):
                dist[v] = d + w
                prev[v] = u
                heapq.heappush(pq, (d + w, v))
    return dist, prev


class DSU:
    def __init__(self, n):
        self.p = list(range(n))
        self.r = [0] * n

    def find(self, x):
        while self.p[x] != x:
            self.p[x] = self.p[self.p[x]]
            x = self.p[x]
        return x

    def union(self, a, b):
        a, b = self.find(a), self.find(b)
        if a == b:
            return False
        if self.r[a] < self.r[b]:
            a, b = b, a
        self.p[b] = a
        self.r[a] += self.r[a] == self.r[b]
        return True


def kruskal(n, edges):
    d = DSU(n)
    return [e for e in sorted(edges, key=lambda e: (e.w, e.u, e.v)) if d.union(e.u, e.v)]


def tarjan_scc(nodes, adj):
    index, low, on, stack, out = {}, {}, set(), [], []
    counter = [0]

    def strong(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w, _ in adj[v]:
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            out.append(sorted(comp))
    for v in nodes:
        if v not in index:
            strong(v)
    return sorted(out)


for seed in [11, 12]:
    n = 14
    edges = make_graph(seed, n, 0.25)
    adj = adjacency(edges)
    print(f"== seed {seed}: {len(edges)} edges, total weight {sum(e.w for e in edges)}")
    deg = Counter(chain.from_iterable((e.u, e.v) for e in edges))
    print("degrees", [deg[i] for i in range(n)])
    print("bfs layers", bfs_layers(adj, 0))
    print("dfs", dfs_order(adj, 0))
    dist, prev = dijkstra(adj, 0)
    print("dist", sorted(dist.items()))
    far = max(dist, key=lambda k: (dist[k], k))
    path = [far]
    while path[-1] in prev:
        path.append(prev[path[-1]])
    print("farthest", far, "path", path[::-1])
    mst = kruskal(n, edges)
    d = DSU(n)
    for e in edges:
        d.union(e.u, e.v)
    comps = Counter(d.find(i) for i in range(n))
    print("mst edges", len(mst), "weight", sum(e.w for e in mst), "components", len(comps))
    print("mst", [(e.u, e.v, e.w) for e in mst[:6]])

print("== directed graph")
rng = random.Random(77)
nodes = list(range(10))
dedges = [Edge(u, v, 1) for u in nodes for v in nodes if u != v and rng.random() < 0.15]
dadj = adjacency(dedges, directed=True)
print(len(dedges), sorted((e.u, e.v) for e in dedges))
print("scc", tarjan_scc(nodes, dadj))

print("== DAG: topo sort + path counting")
dag = defaultdict(list)
rng = random.Random(5)
for u in range(12):
    for v in range(u + 1, 12):
        if rng.random() < 0.3:
            dag[u].append(v)
indeg = Counter(v for u in dag for v in dag[u])
q = deque(sorted(u for u in range(12) if indeg[u] == 0))
topo = []
while q:
    u = q.popleft()
    topo.append(u)
    for v in dag[u]:
        indeg[v] -= 1
        if indeg[v] == 0:
            q.append(v)
print("topo", topo)


@lru_cache(maxsize=None)
def count_paths(u, target):
    if u == target:
        return 1
    return sum(count_paths(v, target) for v in dag[u])


print("paths 0->11", count_paths(0, 11), "paths 0->k", [count_paths(0, k) for k in range(12)])
print(count_paths.cache_info().hits > 0)
longest = {u: 0 for u in range(12)}
for u in topo:
    for v in dag[u]:
        longest[v] = max(longest[v], longest[u] + 1)
print("longest chain", max(longest.values()), longest)
print("prefix degrees", list(accumulate(len(dag[u]) for u in range(12))))
print("product of outdeg+1", reduce(operator.mul, (len(dag[u]) + 1 for u in range(12))))
print("== grid maze shortest path")
maze = ["S.........",
        ".##.####.#",
        "...#...#..",
        "#.##.#.##.",
        "..#..#...E"]
H, W = len(maze), len(maze[0])
start = next((r, c) for r in range(H) for c in range(W) if maze[r][c] == "S")
end = next((r, c) for r in range(H) for c in range(W) if maze[r][c] == "E")
prevs = {start: None}
q = deque([start])
while q:
    r, c = q.popleft()
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < H and 0 <= nc < W and maze[nr][nc] != "#" and (nr, nc) not in prevs:
            prevs[(nr, nc)] = (r, c)
            q.append((nr, nc))
cells, cur = set(), end
while cur:
    cells.add(cur)
    cur = prevs[cur]
for r in range(H):
    print("".join("*" if (r, c) in cells and maze[r][c] == "." else maze[r][c] for c in range(W)))
print("steps", len(cells) - 1, "explored", len(prevs))
