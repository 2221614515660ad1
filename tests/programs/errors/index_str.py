# IndexError: string index out of range
s = 'abc'
print(s[-1], s[10:])
print(s[3])
