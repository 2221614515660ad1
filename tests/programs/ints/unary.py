# unary -, +, ~ on ints, bools, floats and big ints
for v in [0, 1, -1, 2 ** 63, -(2 ** 63), 10 ** 20]:
    print(-v, +v, ~v)
print(-True, +False, ~False)
print(-1.5, +1.5, -(-0.0), -0.0, +(-0.0))
print(- - 3, - + - 3, ~ - 3, not - 3)
x = 5
print(-x ** 2, (-x) ** 2, ~x + 1)
