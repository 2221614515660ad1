# set iteration order follows CPython's table (probing, dummies, resizes, merges)
seed = 12345


def rand(n):
    global seed
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed % n


for trial in range(6):
    s = set()
    for step in range(40 + trial * 30):
        op = rand(10)
        v = rand(200) - 50 if trial % 2 else rand(1 << (10 + trial * 9))
        if op < 6:
            s.add(v)
        elif op < 8:
            s.discard(v)
        elif op == 8 and s:
            s.pop()
        else:
            s.add(-v)
    t = {rand(100) for _ in range(25)}
    print(len(s), s)
    print(s | t)
    print(s & t, s - t)
    print(s ^ t)
    print(set(list(s)), set(sorted(s, reverse=True)))
    u = s.copy()
    u.update(range(0, 64, 3))
    print(u, {x for x in u if x % 2}, set(range(trial * 7)))
print({1, 2, 3, 100, 33, 17}, {-1, -2, 2 ** 61, 2 ** 61 - 1, 10 ** 20}, {0.5, 1.5, 3, True, -7})
