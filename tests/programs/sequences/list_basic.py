# list literals, indexing, item assignment, len, iteration
lst = [10, 20, 30, 40]
print(lst, len(lst), lst[0], lst[-1], lst[-4])
lst[1] = 'twenty'
lst[-1] = [4, 0]
print(lst)
lst[-1][0] = 44
print(lst)
total = 0
for x in [1, 2, 3, 4, 5]:
    total += x
print(total)
empty = []
print(empty, len(empty), not empty)
mixed = [1, 2.5, 'three', None, True, (6,), [7]]
for m in mixed:
    print(repr(m))
i = 0
while i < len(lst):
    print(i, lst[i])
    i += 1
