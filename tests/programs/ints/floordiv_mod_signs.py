# int floor division and modulo follow the sign of the divisor
pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (6, 3), (-6, 3), (6, -3), (0, -3), (1, 5), (-1, 5), (1, -5), (-1, -5)]
for a, b in pairs:
    q = a // b
    r = a % b
    print(a, b, q, r, q * b + r == a)
print(-(2**70) // 3, -(2**70) % 3)
print((2**70) // -3, (2**70) % -3)
print(-(2**70) // -(2**35), -(2**70) % -(2**35 + 1))
print(-1 // 2**100, -1 % 2**100)
print(5 // -(10**30), 5 % -(10**30))
