# min()/max() with several args or one iterable, mixed int/float, ties
print(min(3, 1, 2), max(3, 1, 2), min(5, 5), max(-1, -2))
print(min([4, 2, 8]), max([4, 2, 8]), min((9, -9)), max('hello'))
print(min(range(10)), max(range(10)), min(range(10, 0, -3)), max(range(-5, -1)))
print(min(1, 2.5), max(1, 2.5), min(2.0, 2), max(2, 2.0), max(2.0, 2))
print(max(10 ** 20, 1e19), min(-(2 ** 70), -1e21), max([2 ** 64, 2 ** 63]))
print(min('b', 'a', 'c'), max(['x', 'y']), min([[1, 2], [1]]), max((1, 2), (1, 2, 0)))
print(max(True, 2), min(False, 0), max(0, False), min(True, 1))
print(max([1]), min('z'), max(3, 1, 4, 1, 5, 9, 2, 6))
