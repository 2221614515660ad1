# TypeError: unsupported operand type(s) for +: 'int' and 'str'
print(1 + 2)
print(1 + '2')
