# ** with big results, negative exponents (float results), 0**0
print(2 ** 200)
print(3 ** 100)
print(0 ** 0, 1 ** 0, 0 ** 1, 1 ** 1000)
print((-1) ** 1001, (-1) ** 1000, (-2) ** 63, (-2) ** 64)
print(2 ** -1, 2 ** -2, 10 ** -3, (-2) ** -3)
print(5 ** -1)
print(7 ** 0, (-7) ** 0)
print(2 ** 62, 2 ** 63, 2 ** 64)
print(10 ** 30)
print(12345 ** 6)
print(2 ** 1000 // 2 ** 999)
print(len(str(7 ** 500)))
x = 3
x **= 40
print(x)
print(1 ** -1, (-1) ** -1)
