print('a' * 'b')
