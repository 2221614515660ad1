# Integer arithmetic in a tight loop: adds, multiplies, modulo, comparisons.
N = 100_000


def run(n):
    total = 0
    i = 0
    while i < n:
        total += (i * i) % 7
        if total > 1_000_000:
            total -= 999_983
        i += 1
    return total


if __name__ == "__main__":
    print(run(N))
