# Integers that outgrow a machine word: overflow must switch to big integers, correctly.
N = 500


def run(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    f = 1
    for i in range(1, 300):
        f *= i
    mixed = 0
    x = 2**62 - 5
    for i in range(n * 200):
        mixed += x + i
        mixed %= 2**64 + 13
    return a % 1_000_000_007, f % 998_244_353, mixed, len(str(a))


if __name__ == "__main__":
    print(run(N))
