# chained comparisons evaluate middle operands once and short-circuit
def v(x):
    print('call', x)
    return x

print(v(1) < v(2) < v(3))
print('--')
print(v(1) < v(0) < v(3))
print('--')
print(v(3) > v(2) == v(2) >= v(5))
print('--')
print(v(0) and v(1))
print(v(1) and v(0) and v(2))
print(v(0) or v('') or v('x') or v('y'))
print(v(None) is None or v('skipped'))
print('--')
if v(1) < v(2) and v(0) or v(5) > v(4):
    print('branch taken')
x = v(2) if v(0) else v(3)
print(x)
print(not v(0) < v(1))
