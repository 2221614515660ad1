# big-int multiplication, floor division and modulo (incl. negatives)
a = 123456789012345678901234567890
b = 987654321098765432109876543210
print(a * b)
print(b // a, b % a)
print(-b // a, -b % a)
print(b // -a, b % -a)
print(-b // -a, -b % -a)
print(a * -b, -a * -b)
print((a * b) // b == a, (a * b) % b)
print(a // 7, a % 7, -a // 7, -a % 7)
print(10 ** 50 // 3, 10 ** 50 % 3)
print(2 ** 128 // (2 ** 64 + 1), 2 ** 128 % (2 ** 64 + 1))
print(a + b, a - b, b - a)
q = b // a
r = b % a
print(q * a + r == b)
print(a / b)
print(b / a)
print(10 ** 30 / 10 ** 10)
print((2 ** 100) / 3)
