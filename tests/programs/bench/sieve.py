# A list of booleans indexed in loops: list get/set with bounds checks.
N = 100_000


def run(n):
    flags = [True] * (n + 1)
    flags[0] = flags[1] = False
    p = 2
    while p * p <= n:
        if flags[p]:
            for m in range(p * p, n + 1, p):
                flags[m] = False
        p += 1
    count = 0
    for f in flags:
        if f:
            count += 1
    return count


if __name__ == "__main__":
    print(run(N))
