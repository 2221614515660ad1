# bench-like tight integer loop with mixed operations
total = 0
i = 0
while i < 20000:
    total += i * i % 7
    total ^= i
    i += 1
print(total)
acc = 0
for j in range(10000):
    if j % 3 == 0:
        acc += j
    elif j % 5 == 0:
        acc -= j // 5
    else:
        acc = (acc * 31 + j) % 1000000007
print(acc)
h = 5381
for k in range(5000):
    h = (h * 33 + k) & 4294967295
print(h)
