# collatz sequence lengths, longest chain under a bound
def steps(n):
    c = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        c += 1
    return c

print(steps(1), steps(6), steps(27), steps(97))
best = 0
best_n = 0
for n in range(1, 3000):
    s = steps(n)
    if s > best:
        best = s
        best_n = n
print(best_n, best)
print(steps(2 ** 100 + 1))
