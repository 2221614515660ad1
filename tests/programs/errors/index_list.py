# IndexError: list index out of range
lst = [1, 2, 3]
print(lst[2], lst[-3])
print(lst[3])
