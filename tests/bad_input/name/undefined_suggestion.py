counter = 1
print(countr)
