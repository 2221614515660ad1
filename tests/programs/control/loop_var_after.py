# loop variables keep their last value after the loop ends or breaks
for i in range(5):
    pass
print(i)
for i in range(10):
    if i == 6:
        break
print(i)
j = 'unchanged'
for j in []:
    pass
print(j)
for a, b in [(1, 2), (3, 4)]:
    pass
print(a, b)
for ch in 'xyz':
    pass
print(ch)
k = 0
while k < 7:
    k += 2
print(k)
for i in range(3):
    i = i * 100
    print(i, end=' ')
print()
