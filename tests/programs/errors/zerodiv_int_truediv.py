# ZeroDivisionError: int true division by zero
a = 10
b = 0
print('before', a)
print(a / b)
print('not reached')
