# IndexError: tuple index out of range
t = (1, 2)
print(t[1], t[5:])
print(t[2])
