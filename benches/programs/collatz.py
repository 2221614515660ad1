# Branchy integer code: Collatz sequence lengths with a small cache in a list.
N = 300_000


def run(n):
    cache = [0] * 1000
    longest = 0
    best = 0
    for start in range(1, n):
        x = start
        steps = 0
        while x != 1:
            if x < 1000 and cache[x]:
                steps += cache[x]
                break
            if x % 2 == 0:
                x //= 2
            else:
                x = 3 * x + 1
            steps += 1
        if start < 1000:
            cache[start] = steps
        if steps > longest:
            longest = steps
            best = start
    return best, longest


if __name__ == "__main__":
    print(run(N))
