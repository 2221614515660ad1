# ZeroDivisionError: int 0 raised to a negative int power (same message as float)
print(2 ** -1)
print(0 ** -2)
