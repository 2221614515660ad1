# truthiness of None, numbers, strings, lists, tuples; bool()
vals = [None, 0, 1, -1, 0.0, -0.0, 0.5, '', ' ', '0', [], [0], (), (None,), False, True]
for v in vals:
    if v:
        print(repr(v), 'truthy')
    else:
        print(repr(v), 'falsy')
print(bool(float('nan')), bool(float('inf')))
print(bool(10**100), bool(-(2**64)), bool(2**64 - 2**64))
