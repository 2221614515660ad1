# TypeError: '>=' not supported between instances of 'list' and 'int'
print([1] == 1)
print([1] >= 1)
