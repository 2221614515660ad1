# for-loop tuple unpacking over lists of tuples/lists
pairs = [(1, 'one'), (2, 'two'), (3, 'three')]
for n, name in pairs:
    print(n, name)
for a, b in [[1, 2], [3, 4]]:
    print(a * b)
for x, y in [(5, 6), [7, 8]]:
    print(y, x)
triples = ((1, 2, 3), (4, 5, 6))
s = 0
for a, b, c in triples:
    s += a * b - c
print(s)
for i, (p, q) in [(0, (1, 2)), (1, (3, 4))]:
    print(i, p, q)
print(n, name)
