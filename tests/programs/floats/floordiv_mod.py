# float floor division and modulo sign rules, mixed int/float operands
pairs = [(7.0, 2.0), (-7.0, 2.0), (7.0, -2.0), (-7.0, -2.0), (7.5, 2), (-7.5, 2), (7, -2.5), (-7, -2.5)]
for a, b in pairs:
    print(a, b, a // b, a % b, a / b)
print(1.0 % 0.1, 1.0 // 0.1)
print(-1.0 % 0.1, -1.0 // 0.1)
print(5.5 % 1, -5.5 % 1, 5.5 // 1, -5.5 // 1)
print(0.3 % 0.1, 1e20 % 3.0, -1e-20 % 1.0)
print(-1e-20 // 1.0, 1e300 // 1e-300)
print(6.0 // 3, 6 % 4.0, 2 ** 70 % 3.0, -(2 ** 70) // 1e10)
x = 10.0
x //= 3
print(x)
x %= 2
print(x)
