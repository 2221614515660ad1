# ValueError: int() of a string holding a float literal
print(float('1.5'))
print(int('1.5'))
