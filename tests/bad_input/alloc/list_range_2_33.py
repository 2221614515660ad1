xs = list(range(2**33))
print(len(xs))
