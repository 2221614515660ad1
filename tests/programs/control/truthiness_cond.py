# truthiness in if/while conditions for many value kinds
def t(x):
    if x:
        return 'T'
    return 'F'

print(t(0), t(1), t(-1), t(0.0), t(0.1), t(10 ** 50), t(2 ** 64 - 2 ** 64))
print(t(''), t('0'), t([]), t([[]]), t(()), t((0,)), t(None))
items = [3, 2, 1]
while items:
    items.pop()
print(items)
s = 'abc'
while s:
    s = s[1:]
    print(repr(s))
