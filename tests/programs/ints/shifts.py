# left and right shifts, including large shift amounts and big ints
print(1 << 62, 1 << 63, 1 << 64, 1 << 65)
print(1 << 200)
print(3 << 100, -3 << 100)
print((1 << 200) >> 199, (1 << 200) >> 200, (1 << 200) >> 201)
print(12345 >> 1000, -12345 >> 1000)
print(2 ** 300 >> 10000, -(2 ** 300) >> 10000)
print(0 << 100000, 0 >> 5)
print(255 >> 4, -255 >> 4, 256 >> 8)
x = 1
for i in range(10):
    x <<= 13
print(x)
x >>= 129
print(x)
print((7 << 61) >> 61, (-7 << 61) >> 61)
print(1 << True, 8 >> True)
