s = 'abc'
print(s['a'])
