# isinstance() with int, float, bool, str, list, tuple and tuples of classes
print(isinstance(1, int), isinstance(1.0, int), isinstance(True, int), isinstance(True, bool))
print(isinstance(1, bool), isinstance(1.0, float), isinstance(1, float), isinstance(2 ** 100, int))
print(isinstance('s', str), isinstance([], list), isinstance((), tuple), isinstance([], tuple))
print(isinstance(None, int), isinstance(None, str), isinstance('1', int))
print(isinstance(1, (str, int)), isinstance(1.5, (int, str)), isinstance([], (tuple, list)))
print(isinstance(False, (float, bool)), isinstance(False, ()))

def describe(x):
    if x is None:
        return 'none'
    if isinstance(x, bool):
        return 'bool'
    if isinstance(x, int):
        return 'int'
    if isinstance(x, float):
        return 'float'
    if isinstance(x, str):
        return 'str'
    if isinstance(x, (list, tuple)):
        return 'seq of ' + str(len(x))
    return '?'

for v in [None, True, 0, 2 ** 70, 0.5, 'hi', [1, 2], (3,)]:
    print(repr(v), describe(v))
