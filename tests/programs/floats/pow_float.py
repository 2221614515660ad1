# float exponentiation incl. negative and fractional exponents
print(2.0 ** 10, 2.0 ** -1, 0.5 ** 2, 10.0 ** -2)
print(2 ** 0.5, 8 ** (1 / 3), 1.5 ** 1.5)
print(0.0 ** 0.0, 0.0 ** 1, 1.0 ** 1e308, (-1.0) ** 2, (-8.0) ** 3)
print((-2.0) ** -2, (-2) ** -3, 4 ** -0.5)
print(1e200 ** 1, 10.0 ** 308, 10.0 ** -320)
print(2.0 ** 1023, 2.0 ** -1074, 2.0 ** -1075)
print(float('inf') ** -1, 2.0 ** float('-inf'), 0.5 ** float('inf'))
x = 1.5
x **= 3
print(x)
