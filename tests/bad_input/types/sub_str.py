print('a' - 'b')
