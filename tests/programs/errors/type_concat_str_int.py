# TypeError: can only concatenate str (not "int") to str
s = 'count: '
print(s + str(3))
print(s + 3)
