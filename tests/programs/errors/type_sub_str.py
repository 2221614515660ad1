# TypeError: unsupported operand type(s) for -: 'str' and 'str'
print('abc' + 'd')
print('abc' - 'd')
