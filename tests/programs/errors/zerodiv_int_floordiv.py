# ZeroDivisionError: int floor division by zero
print('start')
x = 2 ** 100
print(x // 0)
