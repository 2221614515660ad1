# TypeError: '<' not supported between instances of 'str' and 'int'
print('a' < 'b', 1 == 'a')
print('a' < 1)
