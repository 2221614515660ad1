x = 5
print(x[0])
