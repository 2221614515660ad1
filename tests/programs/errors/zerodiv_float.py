# ZeroDivisionError: float division by zero (int / 0.0)
print(1.0 / 2.0)
print(1 / 0.0)
