s = 'abc'
del s[0]
