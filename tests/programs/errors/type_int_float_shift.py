# TypeError: unsupported operand type(s) for <<: 'int' and 'float'
print(1 << 3)
print(1 << 3.0)
