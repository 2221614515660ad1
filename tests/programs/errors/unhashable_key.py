# a list cannot be a dict key
d = {}
d[(1, 2)] = "ok"
print(d)
d[[1, 2]] = "no"
