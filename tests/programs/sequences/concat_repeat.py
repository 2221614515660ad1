# + and * on lists and tuples create new objects
a = [1, 2]
b = [3]
c = a + b
print(c, a, b, c is a)
print(a * 3, 2 * a, a * 0, a * -1, [] * 5)
print((1, 2) + (3,), (1,) * 4, () + ())
grid = [[0] * 3] * 2
grid[0][0] = 9
print(grid)
row = [0] * 3
g2 = [row[:], row[:]]
g2[0][0] = 9
print(g2)
x = [1]
y = x
x = x + [2]
print(x, y)
p = [None] * 4
print(p, len(p))
print([[]] * 3, ([],) * 2)
