x = int('9' * 4300)
print(len(str(x)))
print(len(str(x * 10)))
