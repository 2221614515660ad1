# TypeError: 'tuple' object does not support item assignment
t = (1, [2])
t[1][0] = 3
print(t)
t[0] = 9
