# gcd/lcm recursively and iteratively, with big ints
def gcd(a, b):
    if b == 0:
        return a
    return gcd(b, a % b)

def gcd_iter(a, b):
    while b:
        a, b = b, a % b
    return a

def lcm(a, b):
    return a // gcd(a, b) * b

print(gcd(48, 18), gcd_iter(48, 18), gcd(17, 5), gcd(0, 9))
print(lcm(4, 6), lcm(21, 6))
l = 1
for i in range(1, 41):
    l = lcm(l, i)
print(l)
print(gcd(2 ** 100, 6 ** 50), gcd_iter(3 ** 80 * 2, 3 ** 70 * 5))
print(gcd_iter(-12, 18), gcd_iter(12, -18))
