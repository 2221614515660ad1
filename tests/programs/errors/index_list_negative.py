# IndexError: negative list index out of range
lst = [1, 2, 3]
print(lst[-3])
print(lst[-4])
