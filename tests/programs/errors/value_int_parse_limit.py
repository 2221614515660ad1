# ValueError: str->int conversion of a 5000-digit string exceeds the limit
print(len('1' * 5000))
n = int('1' * 5000)
