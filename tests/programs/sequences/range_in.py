# membership tests with in / not in on lists, tuples and ranges
lst = [1, 2, 3, 'a', None, [4]]
print(1 in lst, 5 in lst, 'a' in lst, None in lst, [4] in lst, 4 in lst)
print(2.0 in lst, True in lst, 0 in lst, 'b' not in lst)
t = (0, 1.5, 'x')
print(False in t, 1.5 in t, 'x' not in t)
r = range(0, 100, 7)
print(14 in r, 15 in r, 98 in r, 105 in r, -7 in r, 99 not in r)
print(5 in range(10, 0, -1), 0 in range(10, 0, -1), 10 in range(10, 0, -1))
print(3 in range(0), -1 in range(-5, 5), 5 in range(-5, 5))
print((1, 2) in [(1, 2), (3, 4)], [1] in [[1], [2]])
