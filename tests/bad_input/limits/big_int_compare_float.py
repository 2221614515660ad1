print(10 ** 400 > 1e308)
print(float(10 ** 300))
