# moderately deep (but legal) recursion: sum and power by recursion
def rsum(n):
    if n == 0:
        return 0
    return n + rsum(n - 1)

def rpow(b, e):
    if e == 0:
        return 1
    half = rpow(b, e // 2)
    if e % 2:
        return half * half * b
    return half * half

def count_digits(n):
    if n < 10:
        return 1
    return 1 + count_digits(n // 10)

print(rsum(500), rsum(900))
print(rpow(3, 100) == 3 ** 100, rpow(2, 0), rpow(7, 13))
print(count_digits(2 ** 1000))
