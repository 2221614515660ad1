# argument and operand evaluation order is left to right
def t(label, v):
    print('eval', label)
    return v

def add3(a, b, c):
    return a + b + c

print(add3(t('a', 1), t('b', 2), t('c', 3)))
print(t('x', 2) * t('y', 3) + t('z', 4))
lst = [t('l0', 0), t('l1', 1)]
tp = (t('t0', 'p'), t('t1', 'q'))
print(lst, tp)
lst[t('idx', 0)] = t('val', 42)
print(lst)
print(t('left', 5) ** t('right', 2))
