print(format(1, 'z'))
