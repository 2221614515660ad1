def get(xs, i):
    return xs[i]
print(get([1], 0))
print(get([1], 1))
