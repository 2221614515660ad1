# ZeroDivisionError: int modulo by zero
print(7 % 3)
z = 5 - 5
print(7 % z)
