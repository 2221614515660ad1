# Runtime corner cases found by differential testing: math.log of big ints, format
# specs on bools and strs, %-formatting floats as ints, KeyError args, MemoryError.
import math
for v in [2**63, 2**64, 2**1023*3, 2**1024, 10**400, 3**1000+1, 2**63-1, 10**18]:
    print(repr(math.log(v)), repr(math.log2(v)), repr(math.log10(v)), repr(math.log(v, 7)))
for spec in ['>5','<5','^5','5','','d','05','+','x',',','.2','s']:
    try: print(repr(spec), repr(format(True, spec)))
    except Exception as e: print(repr(spec), type(e).__name__, e)
for spec in [',','_','.2,','>,', '+,', ',+', '#', '=5', '05', ',d', '*<05', '010']:
    try: print(repr(spec), repr(format('abc', spec)))
    except Exception as e: print(repr(spec), type(e).__name__, e)
print(f'{True:>5}', f'{False:05}')
for e, f in [("d", float('inf')), ("d", float('nan')), ("i", float('-inf')), ("x", float('inf')), ("d", 2.7), ("x", 2.5), ("x", 'a'), ("d", 'a'), ("d", None), ("d", 1e300), ("o", -0.0)]:
    try: print(e, repr(('%' + e) % f))
    except Exception as ex: print(e, type(ex).__name__, ex)
try:
    {}[0]
except KeyError as e:
    print(e.args, repr(e), str(e))
try:
    {}[(1, 'a')]
except KeyError as e:
    print(e.args, repr(e), str(e))
try:
    {}.popitem()
except KeyError as e:
    print(e.args, repr(e), str(e))
try:
    set().pop()
except KeyError as e:
    print(e.args, repr(e), str(e))
try:
    {1: 2}.pop(5)
except KeyError as e:
    print(e.args, repr(e), str(e))
try:
    s = {1}
    s.remove(5)
except KeyError as e:
    print(e.args, repr(e), str(e))
try:
    del {1: 2}['k']
except KeyError as e:
    print(e.args, repr(e), str(e))
for e, f in [(1, lambda: 'a' * 2**40), (2, lambda: 'a' * 2**62), (3, lambda: 'ab' * 2**62), (4, lambda: [0] * 2**42), (5, lambda: [0] * 2**61), (6, lambda: (0,) * 2**42), (7, lambda: list(range(2**42))), (8, lambda: [1, 2] * 2**60), (9, lambda: 'a'.ljust(2**40)), (10, lambda: f'{1:>{2**40}}'), (11, lambda: [0] * 2**63), (12, lambda: [0] * 2**41), (13, lambda: f'{1:>{2**70}}'), (14, lambda: 'x'.center(2**50, '*'))]:
    try:
        x = f()
        print(e, 'ok', len(x))
    except MemoryError as ex:
        print(e, 'MemoryError', ex.args)
    except Exception as ex:
        print(e, type(ex).__name__, ex)
try:
    raise MemoryError('custom')
except Exception as e:
    print(type(e).__name__, e, isinstance(e, Exception))
for spec in [',x', '_x', ',b', '_o', ',s', ',n', '_n', ',%', ',e', '_d']:
    try: print(repr(spec), repr(format(1234567, spec)))
    except Exception as e: print(repr(spec), type(e).__name__, e)
{}[[1, 2][0]]
