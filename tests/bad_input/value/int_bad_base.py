print(int('1', 99))
