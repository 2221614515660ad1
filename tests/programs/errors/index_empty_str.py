# IndexError: indexing an empty string
s = 'x'
print(s[0] + s[1:])
s = s[1:]
print(repr(s))
print(s[0])
