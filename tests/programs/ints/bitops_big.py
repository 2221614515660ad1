# bitwise operators on big ints, positive and negative
a = 2 ** 100 + 2 ** 64 + 12345
b = 2 ** 90 - 1
print(a & b)
print(a | b)
print(a ^ b)
print(~a, ~(-a))
print(-a & b)
print(-a | b)
print(-a ^ b)
print(-a & -b, -a | -b, -a ^ -b)
print(a & -1 == a, a | 0 == a, a ^ a)
print((2 ** 64 - 1) & 65535, (2 ** 64) | 1, (2 ** 63) ^ (2 ** 63))
print(-(2 ** 64) & (2 ** 64 + 5), -(2 ** 64) | 3)
print(~(2 ** 63 - 1), ~(-(2 ** 63)))
