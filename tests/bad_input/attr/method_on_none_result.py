xs = [3, 1, 2]
ys = xs.sort()
print(ys.index(1))
