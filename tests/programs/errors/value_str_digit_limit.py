# ValueError: int->str conversion beyond the 4300-digit limit
x = 10 ** 4299
print(len(str(x)))
print(str(10 ** 4300 * 10))
