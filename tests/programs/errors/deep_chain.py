# error deep in a call chain: traceback through several frames
def outer(x):
    print('outer', x)
    return middle(x + 1)

def middle(y):
    print('middle', y)
    return inner([y, y * 2])

def inner(lst):
    print('inner', lst)
    return lst[5]

print('start')
outer(1)
print('unreachable')
