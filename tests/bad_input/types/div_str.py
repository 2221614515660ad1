print('a' / 2)
