# small int arithmetic: + - * // % ** and unary operators
a = 17
b = 5
print(a + b, a - b, a * b, a // b, a % b, a ** 2)
print(-a, +a, ~a, -(-a), ~~a, ~0, ~-1)
print(b - a, (b - a) * 3)
print(2 + 3 * 4, (2 + 3) * 4, 2 ** 3 ** 2, (2 ** 3) ** 2)
print(-2 ** 2, (-2) ** 2, -2 ** -1)
print(10 - 2 - 3, 100 // 10 // 3, 2 * -3)
print(0 * -1, 0 - 0, -0)
print(1000000 * 1000000)
print(7 // 1, 7 % 1, 0 // 5, 0 % 5)
print(123456789 * 987654321)
