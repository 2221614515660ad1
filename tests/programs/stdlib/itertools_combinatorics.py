# itertools combinatoric iterators: enumeration order, counts and small puzzles.
import itertools
from itertools import product, permutations, combinations, combinations_with_replacement

print(list(product("AB", "xy", "12")))
print(list(product(range(2), repeat=3)))
print(list(product("ab", [0, 1], repeat=2))[:6], len(list(product("ab", [0, 1], repeat=2))))
print(list(product()), list(product("abc", [])), list(product("ab", repeat=0)))
print(list(permutations("ABC")), list(permutations("ABCD", 2)))
print(list(permutations(range(3), 0)), list(permutations("ab", 3)), list(permutations([])))
print(list(combinations("ABCDE", 3)))
print(list(combinations(range(4), 0)), list(combinations("ab", 5)), list(combinations([1, 1, 2], 2)))
print(list(combinations_with_replacement("ABC", 2)))
print(list(combinations_with_replacement(range(3), 3)))
print(list(combinations_with_replacement("", 0)), list(combinations_with_replacement("", 1)))

# Counts agree with the formulas.
import math
for n in range(0, 8):
    for r in range(0, 5):
        c1 = sum(1 for _ in combinations(range(n), r))
        c2 = sum(1 for _ in permutations(range(n), r))
        c3 = sum(1 for _ in combinations_with_replacement(range(n), r))
        ok = c1 == math.comb(n, r) and c2 == math.perm(n, r) and c3 == (math.comb(n + r - 1, r) if n else (1 if r == 0 else 0))
        if not ok:
            print("mismatch", n, r, c1, c2, c3)
print("counts checked")

# Inputs are consumed once, up front.
gen = (c for c in "xyz")
p = permutations(gen, 2)
print(list(gen), list(p))

# Subset sum: which subsets of coins make 50?
coins = [5, 10, 20, 25, 1, 4, 15]
hits = []
for r in range(1, len(coins) + 1):
    for combo in combinations(coins, r):
        if sum(combo) == 50:
            hits.append(combo)
print(len(hits), hits)

# SEND + MORE = MONEY style puzzle (small): TWO + TWO = FOUR.
solutions = []
for t, w, o, f, u, r in permutations(range(10), 6):
    if t == 0 or f == 0:
        continue
    two = 100 * t + 10 * w + o
    four = 1000 * f + 100 * o + 10 * u + r
    if two + two == four:
        solutions.append((two, four))
print(len(solutions), solutions[:6])

# Dice: distribution of the sum of three dice.
dist = {}
for roll in product(range(1, 7), repeat=3):
    s = sum(roll)
    dist[s] = dist.get(s, 0) + 1
print(sorted(dist.items()))

# Lattice paths and bit strings.
paths = ["".join(p) for p in set(permutations("RRDD"))]
print(sorted(paths))
bits = ["".join(b) for b in product("01", repeat=4) if b.count("1") == 2]
print(bits)

# Multisets of size 3 from 4 flavours, and poker-like hands.
flavours = ["van", "choc", "mint", "lemon"]
cones = list(combinations_with_replacement(flavours, 3))
print(len(cones), cones[:5], cones[-3:])
deck = [r + s for r in "AKQJ" for s in "sh"]
pairs = [h for h in combinations(deck, 2) if h[0][0] == h[1][0]]
print(len(list(combinations(deck, 2))), pairs)

# Tic-tac-toe winning lines via combinations of cells.
cells = [(r, c) for r, c in product(range(3), repeat=2)]
lines = [trio for trio in combinations(cells, 3)
         if len({r for r, c in trio}) == 1 or len({c for r, c in trio}) == 1
         or all(r == c for r, c in trio) or all(r + c == 2 for r, c in trio)]
print(len(lines), lines)

# Errors.
for thunk in (lambda: permutations("ab", -1), lambda: combinations("ab", -2),
              lambda: combinations_with_replacement("ab", -1), lambda: product("a", repeat=-3),
              lambda: permutations(5), lambda: combinations(None, 1)):
    try:
        thunk()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
