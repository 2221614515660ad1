xs = [0] * 2**33
print(len(xs))
