print('start')
s = 'a' * 2**40
print(len(s))
