s = 'abc'
print(s[3])
