r = range(3)
print(r[3])
