# bitwise operators on negative ints (two's complement semantics)
vals = [0, 1, -1, 5, -5, 12, -12, 255, -256]
for a in vals:
    print(a, ~a, a & 15, a | 15, a ^ 15, a & -8, a | -8, a ^ -1)
print(-1 & -1, -1 | 0, -1 ^ -1, -6 & -3, -6 | -3, -6 ^ -3)
print(-1 >> 1, -2 >> 1, -3 >> 1, -1 >> 100, -5 >> 2)
print(-1 << 3, -5 << 10, 5 << 0)
print(True & 1, True | 2, True ^ True, ~True, ~False)
