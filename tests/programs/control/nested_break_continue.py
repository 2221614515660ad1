# nested loops with break/continue affecting only the innermost loop
for i in range(4):
    for j in range(4):
        if j == i:
            continue
        if j > i:
            break
        print(i, j)
print('---')
i = 0
while i < 3:
    j = 0
    while True:
        j += 1
        if j % 2:
            continue
        if j > 4:
            break
        print('i', i, 'j', j)
    i += 1
print('---')
found = None
for a in range(1, 20):
    for b in range(a, 20):
        c2 = a * a + b * b
        c = 1
        while c * c < c2:
            c += 1
        if c * c == c2 and a + b + c == 24:
            found = (a, b, c)
            break
    if found is not None:
        break
print(found)
