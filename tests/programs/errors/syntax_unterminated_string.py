print('ok')
name = 'abc
