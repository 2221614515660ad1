"""Round-robin league + knockout cup simulated with random; Elo ratings; standings tables."""
import random
import math
from collections import Counter, defaultdict, namedtuple
from itertools import combinations, permutations, cycle, islice, chain
from operator import itemgetter, attrgetter
from dataclasses import dataclass, field
from functools import cmp_to_key


@dataclass
class Team:
    name: str
    strength: float
    elo: float = 1500.0
    results: list = field(default_factory=list)

    def points(self):
        return sum({"W": 3, "D": 1, "L": 0}[r[0]] for r in self.results)

    def gf(self):
        return sum(r[1] for r in self.results)

    def ga(self):
        return sum(r[2] for r in self.results)


Match = namedtuple("Match", "round home away hg ag")


def poisson(rng, lam):
    L, k, p = math.exp(-lam), 0, 1.0
    while True:
        p *= rng.random()
        if p <= L:
            return k
        k += 1


def play(rng, home, away):
    base = 1.35
    lam_h = base * home.strength / away.strength * 1.1
    lam_a = base * away.strength / home.strength
    return poisson(rng, lam_h), poisson(rng, lam_a)


def update_elo(a, b, score_a, k=24):
    ea = 1 / (1 + 10 ** ((b.elo - a.elo) / 400))
    a.elo += k * (score_a - ea)
    b.elo += k * ((1 - score_a) - (1 - ea))


def round_robin(names):
    ns = list(names)
    if len(ns) % 2:
        ns.append(None)
    n = len(ns)
    rounds = []
    for r in range(n - 1):
        pairs = [(ns[i], ns[n - 1 - i]) for i in range(n // 2)]
        rounds.append([(a, b) if r % 2 == 0 else (b, a) for a, b in pairs if a and b])
        ns = [ns[0]] + [ns[-1]] + ns[1:-1]
    return rounds


rng = random.Random(1966)
names = ["Lions", "Tigers", "Bears", "Wolves", "Eagles", "Sharks", "Hawks"]
teams = {n: Team(n, round(rng.uniform(0.7, 1.6), 3)) for n in names}
print({n: t.strength for n, t in teams.items()})
schedule = round_robin(names)
print("rounds", len(schedule), "matches", sum(map(len, schedule)))
print(Counter(chain.from_iterable(chain.from_iterable(schedule))))
matches = []
for rnd, fixtures in enumerate(schedule * 2, 1):
    for h, a in fixtures:
        if rnd > len(schedule):
            h, a = a, h
        hg, ag = play(rng, teams[h], teams[a])
        matches.append(Match(rnd, h, a, hg, ag))
        th, ta = teams[h], teams[a]
        if hg > ag:
            th.results.append(("W", hg, ag)); ta.results.append(("L", ag, hg)); update_elo(th, ta, 1)
        elif hg < ag:
            th.results.append(("L", hg, ag)); ta.results.append(("W", ag, hg)); update_elo(th, ta, 0)
        else:
            th.results.append(("D", hg, ag)); ta.results.append(("D", ag, hg)); update_elo(th, ta, 0.5)
for m in matches[:8]:
    print(f"R{m.round:<2} {m.home:>7} {m.hg}-{m.ag} {m.away}")


def compare(a, b):
    ka = (a.points(), a.gf() - a.ga(), a.gf())
    kb = (b.points(), b.gf() - b.ga(), b.gf())
    if ka != kb:
        return -1 if ka > kb else 1
    h2h = [m for m in matches if {m.home, m.away} == {a.name, b.name}]
    ga = sum(m.hg if m.home == a.name else m.ag for m in h2h)
    gb = sum(m.hg if m.home == b.name else m.ag for m in h2h)
    return (gb > ga) - (gb < ga) or (a.name > b.name) - (a.name < b.name)


table = sorted(teams.values(), key=cmp_to_key(compare))
print(f"{'#':>2} {'team':<8}{'P':>3}{'W':>3}{'D':>3}{'L':>3}{'GF':>4}{'GA':>4}{'GD':>4}{'Pts':>5}{'Elo':>9}  form")
for i, t in enumerate(table, 1):
    c = Counter(r[0] for r in t.results)
    form = "".join(r[0] for r in t.results[-5:])
    print(f"{i:>2} {t.name:<8}{len(t.results):>3}{c['W']:>3}{c['D']:>3}{c['L']:>3}{t.gf():>4}{t.ga():>4}{t.gf() - t.ga():>+4}{t.points():>5}{t.elo:>9.2f}  {form}")
goals = Counter(m.hg + m.ag for m in matches)
print("goals/match", sorted(goals.items()), "mean", round(sum(m.hg + m.ag for m in matches) / len(matches), 4))
print("home W/D/L", Counter("W" if m.hg > m.ag else "D" if m.hg == m.ag else "L" for m in matches).most_common())
biggest = max(matches, key=lambda m: (abs(m.hg - m.ag), m.hg + m.ag, -m.round))
print("biggest margin", biggest)
print("elo order", [t.name for t in sorted(teams.values(), key=attrgetter("elo"), reverse=True)])

print("--- knockout cup")
def cup(seed_rng, entrants):
    rnd = 1
    while len(entrants) > 1:
        nxt = []
        if len(entrants) % 2:
            bye = entrants[0]
            nxt.append(bye)
            print(f"  round {rnd}: bye {bye}")
            entrants = entrants[1:]
        for h, a in zip(entrants[::2], entrants[1::2]):
            hg, ag = play(seed_rng, teams[h], teams[a])
            pens = ""
            if hg == ag:
                ph, pa = seed_rng.randint(3, 5), seed_rng.randint(3, 5)
                while ph == pa:
                    ph, pa = ph + seed_rng.randint(0, 1), pa + seed_rng.randint(0, 1)
                pens = f" ({ph}-{pa} pens)"
                win = h if ph > pa else a
            else:
                win = h if hg > ag else a
            print(f"  round {rnd}: {h} {hg}-{ag} {a}{pens} -> {win}")
            nxt.append(win)
        entrants = nxt
        rnd += 1
    return entrants[0]
winners = Counter()
for s in range(3):
    crng = random.Random(f"cup-{s}")
    draw = names[:]
    crng.shuffle(draw)
    print("draw", s, draw)
    w = cup(crng, draw)
    winners[w] += 1
    print("winner", w)
print("--- monte carlo title odds")
mc = Counter()
mrng = random.Random(5)
for trial in range(150):
    pts = defaultdict(int)
    for h, a in permutations(names, 2):
        hg, ag = play(mrng, teams[h], teams[a])
        pts[h] += 3 if hg > ag else 1 if hg == ag else 0
        pts[a] += 3 if ag > hg else 1 if hg == ag else 0
    best = max(sorted(pts), key=lambda n: pts[n])
    mc[best] += 1
for n, c in sorted(mc.items(), key=itemgetter(1), reverse=True):
    print(f"{n:<8} {c / 150:6.1%} {'*' * (c // 5)}")
print(list(islice(cycle(names), 3, 12)), len(list(combinations(names, 3))))
