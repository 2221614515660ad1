# ValueError: int() base must be >= 2 and <= 36, or 0
print(int('12', 3))
print(int('12', 1))
