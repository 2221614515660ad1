print('a')
raise ValueError('bad value')
