# sum() over ranges, lists, tuples with optional start value
print(sum([]), sum([1, 2, 3]), sum((1, 2, 3)), sum(range(101)))
print(sum(range(10 ** 4)), sum(range(1, 10, 2)), sum(range(10, 0, -1)))
print(sum([0.1] * 10), sum([1, 0.5]), sum([1.5, 1]), sum([], 5))
print(sum([1, 2], 10), sum([1, 2], 0.5), sum([[1], [2, 3]], []), sum([(1,), (2,)], ()))
print(sum([2 ** 62, 2 ** 62, 2 ** 62]), sum([2 ** 64, -(2 ** 64), 1]))
print(sum([True, True, True]), sum([True, 2.5]), sum([-1, -2, -3], -4))
print(sum([1e100, 1.0, -1e100]), sum([0.1, 0.2, 0.3]))
