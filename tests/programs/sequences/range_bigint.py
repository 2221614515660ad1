# range() with big-int bounds: iteration and membership beyond 64 bits
out = []
for x in range(2 ** 64, 2 ** 64 + 3):
    out.append(x)
print(out)
out = []
for x in range(-(2 ** 63) + 1, -(2 ** 63) - 2, -1):
    out.append(x)
print(out)
print(10 ** 20 in range(10 ** 21), 10 ** 21 in range(10 ** 21), -1 in range(10 ** 30))
print(2 ** 70 + 4 in range(0, 2 ** 71, 4), 2 ** 70 + 3 in range(0, 2 ** 71, 4))
total = 0
for x in range(2 ** 62 - 2, 2 ** 62 + 2):
    total += x
print(total)
