# bench-like sieve of Eratosthenes using a list of bools
def sieve(n):
    flags = [True] * (n + 1)
    flags[0] = False
    flags[1] = False
    i = 2
    while i * i <= n:
        if flags[i]:
            j = i * i
            while j <= n:
                flags[j] = False
                j += i
        i += 1
    return flags

f = sieve(20000)
count = 0
last = 0
for k in range(len(f)):
    if f[k]:
        count += 1
        last = k
print(count, last)
small = []
for k in range(50):
    if f[k]:
        small.append(k)
print(small)
print(sum(f), f[9973], f[9975])
