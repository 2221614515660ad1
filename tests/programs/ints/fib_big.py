# iterative fibonacci growing into big ints (bench-like)
a, b = 0, 1
for i in range(300):
    a, b = b, a + b
print(a)
print(len(str(a)))
n = 0
a, b = 0, 1
while a < 10 ** 100:
    a, b = b, a + b
    n += 1
print(n, a)
x, y = 0, 1
for i in range(92):
    x, y = y, x + y
print(x, x + y)
