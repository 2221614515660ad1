# nested lists/tuples: indexing chains, mutation, printing, nested unpacking
m = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print(m[1][2], m[-1][-1], m[0][::-1])
for row in m:
    print(row)
t = []
for j in range(3):
    col = []
    for i in range(3):
        col.append(m[i][j])
    t.append(col)
print(t)
tot = 0
for row in m:
    for v in row:
        tot += v
print(tot)
pairs = [((1, 2), 'a'), ((3, 4), 'b')]
for (x, y), name in pairs:
    print(name, x + y)
deep = [1, [2, [3, [4, [5]]]]]
print(deep[1][1][1][1][0], deep)
m[1][1] = [0, 0]
print(m)
