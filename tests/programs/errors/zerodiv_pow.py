# ZeroDivisionError: 0.0 raised to a negative power
print(2.0 ** -1)
print(0.0 ** -1)
