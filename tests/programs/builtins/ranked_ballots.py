# Instant-runoff voting over tuple ballots: tuple.count/index for first preferences and positions, tuples as dict keys, sorted tie-breaking.
CANDIDATES = ("ada", "bob", "cy", "dee", "eve")


def make_ballots(n):
    ballots = []
    for i in range(n):
        order = list(CANDIDATES)
        # deterministic shuffle: rotate and swap based on i
        k = (i * 7 + i // 3) % len(order)
        order = order[k:] + order[:k]
        if i % 4 == 0:
            order[0], order[2] = order[2], order[0]
        if i % 9 == 0:
            order = order[:3]  # truncated ballot
        ballots.append(tuple(order))
    return ballots


def first_choices(ballots, alive):
    tally = {c: 0 for c in alive}
    exhausted = 0
    for b in ballots:
        for c in b:
            if c in tally:
                tally[c] += 1
                break
        else:
            exhausted += 1
    return tally, exhausted


def borda(ballots):
    scores = {c: 0 for c in CANDIDATES}
    for b in ballots:
        for c in b:
            scores[c] += len(CANDIDATES) - 1 - b.index(c)
    return scores


ballots = make_ballots(450)
print(ballots[:4], ballots[9])
groups = {}
for b in ballots:
    groups[b] = groups.get(b, 0) + 1
common = sorted(groups.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
print(len(groups), common)

firsts = tuple(b[0] for b in ballots)
print({c: firsts.count(c) for c in CANDIDATES}, firsts.index("eve"), firsts.index("ada", 100), firsts.count("zed"))
lengths = tuple(len(b) for b in ballots)
print(lengths.count(3), lengths.count(5), lengths.index(3), lengths.index(3, 1))

alive = list(CANDIDATES)
rnd = 1
while True:
    tally, exhausted = first_choices(ballots, alive)
    total = sum(tally.values())
    ranked = sorted(tally.items(), key=lambda kv: (-kv[1], kv[0]))
    print("round", rnd, ranked, "exhausted", exhausted)
    if ranked[0][1] * 2 > total or len(alive) == 1:
        print("winner", ranked[0][0])
        break
    loser = ranked[-1][0]
    alive.remove(loser)
    rnd += 1

scores = borda(ballots)
print(sorted(scores.items(), key=lambda kv: (-kv[1], kv[0])))
positions = {c: tuple(b.index(c) if c in b else -1 for b in ballots) for c in CANDIDATES}
for c in CANDIDATES:
    p = positions[c]
    print(c, [p.count(k) for k in range(-1, 5)], p.index(-1) if -1 in p else None)

nested = ((1, 2), (1, 2), [1, 2], (2, 1), 1.0, 1, True)
print(nested.count((1, 2)), nested.count([1, 2]), nested.count(1), nested.index(True), nested.index([1, 2]))
for args in [("nobody",), ("ada", 1, 2), ("ada", -2)]:
    try:
        print(CANDIDATES.index(*args))
    except ValueError as e:
        print("ValueError", e)
