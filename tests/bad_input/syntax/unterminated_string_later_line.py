x = 1


y = 'abc
z = 3
