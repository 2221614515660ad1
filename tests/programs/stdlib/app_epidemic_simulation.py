"""Agent-based SIR epidemic on a small-world graph, seeded by random."""
import random
from collections import Counter, defaultdict, deque
from enum import Enum
import math


class State(Enum):
    S = "susceptible"
    I = "infected"
    R = "recovered"
    V = "vaccinated"


class Agent:
    __slots__ = ("id", "state", "days_sick", "contacts", "infected_by")

    def __init__(self, aid):
        self.id = aid
        self.state = State.S
        self.days_sick = 0
        self.contacts = set()
        self.infected_by = None

    def __repr__(self):
        return f"A{self.id}:{self.state.name}"


def build_world(rng, n, k, p_rewire):
    agents = [Agent(i) for i in range(n)]
    for i in range(n):
        for j in range(1, k // 2 + 1):
            a, b = i, (i + j) % n
            if rng.random() < p_rewire:
                b = rng.randrange(n)
                while b == a or b in agents[a].contacts:
                    b = rng.randrange(n)
            agents[a].contacts.add(b)
            agents[b].contacts.add(a)
    return agents


def bfs_dist(agents, src):
    dist = {src: 0}
    q = deque([src])
    while q:
        u = q.popleft()
        for v in sorted(agents[u].contacts):
            if v not in dist:
                dist[v] = dist[u] + 1
                q.append(v)
    return dist


def simulate(seed, n=150, k=6, p_rewire=0.1, beta=0.08, days_sick=6, vacc=0.1, patients=3, max_days=80):
    rng = random.Random(seed)
    agents = build_world(rng, n, k, p_rewire)
    for a in rng.sample(agents, int(n * vacc)):
        a.state = State.V
    candidates = [a for a in agents if a.state is State.S]
    for a in rng.sample(candidates, patients):
        a.state = State.I
    history = []
    new_cases = []
    for day in range(max_days):
        infected = [a for a in agents if a.state is State.I]
        if not infected:
            break
        todays = []
        for a in infected:
            for cid in sorted(a.contacts):
                c = agents[cid]
                if c.state is State.S and rng.random() < beta:
                    todays.append((c, a.id))
        seen = set()
        for c, src in todays:
            if c.id not in seen:
                seen.add(c.id)
                c.state = State.I
                c.infected_by = src
        for a in infected:
            a.days_sick += 1
            if a.days_sick >= days_sick + rng.choice([-1, 0, 0, 1]):
                a.state = State.R
        counts = Counter(a.state for a in agents)
        history.append(tuple(counts.get(s, 0) for s in State))
        new_cases.append(len(seen))
    return agents, history, new_cases


for seed in [2024, "outbreak"]:
    agents, history, new_cases = simulate(seed, n=90, max_days=50)
    final = Counter(a.state.name for a in agents)
    peak_day = max(range(len(history)), key=lambda d: history[d][1])
    print(f"seed={seed!r}: days={len(history)} final={sorted(final.items())} peak_day={peak_day} peak={history[peak_day][1]}")
    print("  new cases:", new_cases[:25])
    spark = "".join(" .:-=+*#%@"[min(9, h[1] * 10 // 40)] for h in history)
    print("  curve:", spark)
    tree = defaultdict(list)
    for a in agents:
        if a.infected_by is not None:
            tree[a.infected_by].append(a.id)
    spreaders = sorted(tree.items(), key=lambda kv: (-len(kv[1]), kv[0]))[:3]
    print("  top spreaders:", [(k, len(v)) for k, v in spreaders])
    degs = Counter(len(a.contacts) for a in agents)
    print("  degree dist:", sorted(degs.items()))
    d = bfs_dist(agents, 0)
    print("  ecc(0):", max(d.values()), "reachable:", len(d), "mean dist:", round(sum(d.values()) / len(d), 4))

print("--- parameter sweep")
rows = []
for beta in [0.05, 0.2]:
    for vacc in [0.0, 0.5]:
        totals = []
        for rep in range(2):
            agents, history, _ = simulate((beta, vacc, rep).__repr__(), n=50, beta=beta, vacc=vacc, max_days=30)
            totals.append(sum(1 for a in agents if a.state is State.R or a.state is State.I))
        rows.append((beta, vacc, totals, round(sum(totals) / len(totals), 2)))
for beta, vacc, totals, mean in rows:
    bar = "#" * int(mean // 2)
    print(f"beta={beta:<5} vacc={vacc:<4} attack={totals} mean={mean:<7} {bar}")
best = min(rows, key=lambda r: (r[3], r[0]))
print("lowest attack:", best)

print("--- R0 estimate")
rng = random.Random(99)
samples = []
for trial in range(200):
    k = rng.randint(3, 9)
    days = rng.choice([5, 6, 7])
    p_escape = (1 - 0.08) ** days
    secondary = sum(1 for _ in range(k) if rng.random() > p_escape)
    samples.append(secondary)
mean = sum(samples) / len(samples)
var = sum((x - mean) ** 2 for x in samples) / (len(samples) - 1)
print("R0 ~", round(mean, 6), "var", round(var, 6), "sd", round(math.sqrt(var), 6))
print("hist", sorted(Counter(samples).items()))
q = deque(maxlen=7)
weekly = []
for nc in simulate(7, n=60, max_days=30)[2]:
    q.append(nc)
    weekly.append(round(sum(q) / len(q), 3))
print("7-day avg:", weekly[:20])
print("--- contact tracing from patient zero")
agents, history, _ = simulate(2024, n=50, max_days=30)
roots = sorted(a.id for a in agents if a.state in (State.R, State.I) and a.infected_by is None)
children = defaultdict(list)
for a in agents:
    if a.infected_by is not None:
        children[a.infected_by].append(a.id)
def depth_counts(root):
    out = Counter()
    q = deque([(root, 0)])
    while q:
        node, dpt = q.popleft()
        out[dpt] += 1
        for c in sorted(children[node]):
            q.append((c, dpt + 1))
    return sorted(out.items())
for r in roots:
    print("root", r, "generations", depth_counts(r))
print("states", sorted(Counter(a.state.name for a in agents).items()))
print("--- quarantine policy comparison")
for q_after in [None, 2, 4]:
    rng = random.Random(q_after if q_after is not None else -1)
    infected_total = []
    for rep in range(2):
        ag, hist, nc = simulate(f"q{q_after}-{rep}", n=40, beta=0.12, days_sick=(q_after or 6), max_days=25)
        infected_total.append(sum(1 for a in ag if a.state in (State.R, State.I)))
    print(f"isolation after {q_after!s:>4}: {infected_total} mean={sum(infected_total) / 2:.2f}")
