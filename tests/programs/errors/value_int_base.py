# ValueError: invalid literal for int() with base 16 (digit outside base)
print(int('ff', 16))
print(int('fg', 16))
