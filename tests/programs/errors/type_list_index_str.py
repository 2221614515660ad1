# TypeError: list indices must be integers or slices, not str
lst = [1, 2, 3]
print(lst[1])
print(lst['1'])
