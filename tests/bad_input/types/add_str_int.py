print('a' + 1)
