# comparing very deeply nested lists hits the recursion limit, as in CPython
a = []
b = []
for i in range(2000):
    a = [a]
    b = [b]
print([[1]] == [[1]], [[1]] < [[2]])
print(a == b)
