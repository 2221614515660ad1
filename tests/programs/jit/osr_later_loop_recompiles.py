# The first loop gets hot and its OSR entry compiles the whole function before the
# second loop has ever run, so the second loop's operations are generic calls that
# learn their profile. Once they have run often, the version is used up: compiled
# code leaves before the next such operation (a deopt) and the interpreter enters a
# version compiled from the full profile at the second loop's back edge.


def two_phases(n):
    total = 0
    for i in range(n):
        total += i % 7
    acc = 0.0
    weights = [0.5, 0.25, 0.125, 2.0] * 25
    for r in range(n // 100):
        for j in range(len(weights)):
            acc += weights[j] * r
        if r % 97 == 0:
            total -= r
    return total, acc


def later_strs(n):
    count = 0
    for i in range(n):
        count += i & 3
    words = ["alpha", "beta", "gamma"] * 30
    joined = 0
    for _ in range(n // 200):
        for w in words:
            joined += len(w) + (w < "beta")
    return count, joined


print(two_phases(60000))
print(later_strs(60000))
