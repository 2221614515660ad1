x = 10 ** 5000
print(len(str(x)))
