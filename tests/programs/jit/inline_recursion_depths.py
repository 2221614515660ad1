# Recursion limits reached inside chains of inlined calls: the depth at which
# RecursionError comes is the interpreter's (and CPython's), whichever inlined
# frame of the chain would have crossed the limit.
import sys

level = 0


def add_one(n):
    return n + 1


def via_two(n):
    return add_one(n) + 0


def via_three(n):
    return via_two(n) - 0


def down_direct(n):
    global level
    level = n
    return down_direct(n + 1)


def down_two(n):
    global level
    level = n
    return down_two(via_two(n))


def down_three(n):
    global level
    level = n
    return down_three(via_three(n))


def measure(down):
    try:
        down(0)
    except RecursionError:
        return level


for limit in (1000, 300, 123, 124, 125):
    sys.setrecursionlimit(limit)
    depths = [measure(f) for f in (down_direct, down_two, down_three)]
    for _ in range(30):
        assert [measure(f) for f in (down_direct, down_two, down_three)] == depths, depths
    print(limit, depths)


def ladder(n):
    # Calls that each inline two levels, near the limit at every turn.
    total = 0
    for k in range(n):
        total += via_three(k)
    return total


def near_limit(depth, n):
    if depth == 0:
        return ladder(n)
    return near_limit(depth - 1, n)


sys.setrecursionlimit(200)
for depth in range(190, 200):
    try:
        print(depth, near_limit(depth, 50))
    except RecursionError as e:
        print(depth, "RecursionError")
