print(int(''))
