# str() vs repr() for all basic value kinds, including nested containers
vals = [0, -1, 10 ** 20, 1.0, 0.1, 1e16, -0.0, float('inf'), True, None, '', 'a', "it's", 'q"q', 'x\ny', (1,), [1, 'b'], ((), [])]
for v in vals:
    print(str(v), repr(v))
print(repr([1, [2, ['three', (4.0, None)]]]))
print(repr(('a', ('b', ('c',)))))
print(str(['a\\b']), repr('a\\b'))
print(repr(1e22), repr(1e-7), repr(123456789.0))
