# repr of a very deeply nested list hits the recursion limit, as in CPython
x = []
for i in range(2000):
    x = [x]
print(len(repr([[[1]]])))
print(len(repr(x)))
