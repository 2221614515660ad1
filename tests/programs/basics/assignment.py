# chained assignment, tuple unpacking, swaps, nested unpacking
a = b = c = 0
print(a, b, c)
a = 1
print(a, b, c)
x, y = 1, 2
print(x, y)
x, y = y, x
print(x, y)
(p, q), r = (3, 4), 5
print(p, q, r)
p, (q, r) = [6, [7, 8]]
print(p, q, r)
u, v, w = [10, 20, 30]
print(u + v + w)
m = n = [1, 2]
m.append(3)
print(n)
a, b, c = c, a, b
print(a, b, c)
i, j = j, i = 1, 2
print(i, j)
lst = [0, 0, 0]
k = 1
k, lst[k] = 2, 99
print(k, lst)
