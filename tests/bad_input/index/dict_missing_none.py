d = {}
print(d[None])
