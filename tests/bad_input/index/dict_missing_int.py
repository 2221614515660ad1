d = {1: 'one'}
print(d[2])
