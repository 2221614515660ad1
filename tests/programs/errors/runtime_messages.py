# Runtime error messages that name the operation as CPython does: float divmod,
# augmented assignment operators, recursion through __repr__, NameError suggestions.
try:
    divmod(1.0, 0.0)
except ZeroDivisionError as e:
    print(e)
try:
    divmod(1, 0)
except ZeroDivisionError as e:
    print(e)
try:
    1.0 // 0.0
except ZeroDivisionError as e:
    print(e)
try:
    1.0 % 0.0
except ZeroDivisionError as e:
    print(e)
try:
    x = 1
    x += 'a'
except TypeError as e:
    print(e)
try:
    x = [1]
    x -= 'a'
except TypeError as e:
    print(e)
try:
    x = 'a'
    x *= 'b'
except TypeError as e:
    print(e)
try:
    x = 1
    x **= 'a'
except TypeError as e:
    print(e)
class R:
    def __repr__(self):
        return repr(self)
try:
    repr(R())
except RecursionError as e:
    print('RecursionError', e)
l = []
l.append(l)
print(l)
d = {}
d[1] = d
print(d)
for name in ['reduce', 'xrange', 'unicode', 'raw_input', 'lenn', 'prnt', 'Exeption', 'filtr', 'iterr', 'memoryvieww', 'bytearay', 'frozenst', 'exc', 'compil', 'globls']:
    try:
        exec_ = None
        eval_ = None
        if name == 'reduce': reduce
        elif name == 'xrange': xrange
        elif name == 'unicode': unicode
        elif name == 'raw_input': raw_input
        elif name == 'lenn': lenn
        elif name == 'prnt': prnt
        elif name == 'Exeption': Exeption
        elif name == 'filtr': filtr
        elif name == 'iterr': iterr
        elif name == 'memoryvieww': memoryvieww
        elif name == 'bytearay': bytearay
        elif name == 'frozenst': frozenst
        elif name == 'exc': exc
        elif name == 'compil': compil
        elif name == 'globls': globls
    except NameError as e:
        print(e)
