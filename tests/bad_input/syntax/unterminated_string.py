print('ok')
x = 'abc
