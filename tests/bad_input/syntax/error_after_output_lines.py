print('one')
print('two')
print('three')
x = (1, 2
