# The iteration order of a set of ints is its hash table's order, which depends on
# where removed entries' dummies sit, when the table is rebuilt, and which path each
# operation takes (copy, merge, one-by-one adds). Programs print such sets, so every
# path must build the table as CPython 3.11 does.

state = 12345


def rand(n):
    # A linear congruential generator: the same sequence under every engine.
    global state
    state = (state * 1103515245 + 12345) % 2147483648
    return (state >> 8) % n


def show(label, s):
    print(label, list(s), len(s))


# Removals leave dummies; a later add reuses the last dummy on its probe path.
s = {1, 2, 9}
for i in range(25):
    s.add(i % 17)
    s.discard((i * 3) % 17)
show("add/discard", s)

t = set()
for i in range(200):
    x = rand(64) - 8
    if rand(3) == 0:
        t.discard(x)
    else:
        t.add(x)
show("random add/discard", t)

# pop walks from a finger that survives other operations.
p = {5, 70, 3, 131, 2, 64}
popped = [p.pop(), p.pop()]
p.add(1000)
popped.append(p.pop())
print("popped", popped, list(p))

# Displays of constants, set(), comprehensions and dicts take different paths.
print(list({40, 8, 24, 56, 72, 3}), list({x for x in [40, 8, 24, 56, 72, 3]}))
print(list(set([40, 8, 24, 56, 72, 3])), list(set({40: 1, 8: 2, 24: 3, 56: 4, 72: 5, 3: 6})))
print(list({-1, -2, 17, 33}), list(set(range(30, 0, -3))))

# Binary operators and their in-place forms.
a = set(range(0, 60, 7))
b = {14, 21, 100, 5, 37, 49, 2}
show("a | b", a | b)
show("a & b", a & b)
show("b & a", b & a)
show("a - b", a - b)
show("a ^ b", a ^ b)
big = set(range(0, 200, 3))
show("big - small", big - {3, 9, 99})
show("small - big", {3, 9, 99, 1000} - big)
c = set(a)
c |= b
show("|=", c)
c = set(a)
c &= b
show("&=", c)
c = set(big)
c -= set(range(0, 200, 2))
show("-= (many dummies, rebuilt)", c)
c = set(a)
c ^= b
show("^=", c)

# Methods take any iterables, in the iterable's order.
show("union", a.union([99, 3, 64], {8: 0, 1: 0}))
show("intersection", a.intersection([49, 7, 0, 1000, 14]))
show("intersection of many", big.intersection(range(100), [3, 6, 9, 12, 90]))
show("difference", big.difference([0, 3, 6], {9: 1}))
show("symmetric_difference", a.symmetric_difference([1, 7, 8, 14]))
d = set(big)
d.difference_update(range(0, 150), [180, 183])
show("difference_update", d)
d = set(a)
d.intersection_update([56, 7, 3], (7, 56, 49))
show("intersection_update", d)
d = set(a)
d.symmetric_difference_update({0: 0, 1: 1, 70: 2})
show("symmetric_difference_update", d)
d = set(a)
d.update([1, 2], {3, 4}, {5: 0})
show("update", d)
print(a.union() == a, a.intersection() is a, a.difference() == a)
try:
    a.symmetric_difference([1], [2])
except TypeError as e:
    print("TypeError:", e)

# A realistic use: a worklist of graph nodes, visited in set order.
edges = {}
for i in range(40):
    edges.setdefault(rand(30), []).append(rand(30))
frontier = {0}
seen = set()
order = []
while frontier:
    node = frontier.pop()
    if node in seen:
        continue
    seen.add(node)
    order.append(node)
    frontier |= set(edges.get(node, [])) - seen
print("visit order", order)
print("unvisited", list(set(range(30)) - seen))
