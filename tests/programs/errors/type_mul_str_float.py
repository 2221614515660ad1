# TypeError: can't multiply sequence by non-int of type 'float'
print('ab' * 2)
print('ab' * 2.0)
