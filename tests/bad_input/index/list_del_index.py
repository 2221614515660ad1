xs = [1]
del xs[5]
