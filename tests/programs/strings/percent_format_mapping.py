# printf-style formatting: %(key) fields from a mapping, '*' widths and
# precisions, %c, and which arguments count as "all converted".
print('%(name)s is %(age)d' % {'name': 'Ada', 'age': 36})
print('%(a)5.1f|%(b)-6r|' % {'a': 2.25, 'b': 'x'})
print('%(a)s %(a)s' % {'a': 'twice'})
print('%*d|%-*d|%.*f' % (5, 3, 4, 7, 2, 3.14159))
print('%*s|' % (-6, 'ab'))
print('%c%c%c' % (72, 'i', 33))
print('abc' % [], 'abc' % {}, 'abc' % (), '%s' % [], '%s' % {}, '%%' % ())
cases = [
    lambda: '%c' % -7,
    lambda: '%c' % 1114112,
    lambda: '%c' % 'ab',
    lambda: '%c' % 2.0,
    lambda: 'abc' % 5,
    lambda: '%s %s' % [1, 2],
    lambda: '%(a)s' % 5,
    lambda: '%(a)s' % {},
    lambda: '%(a' % {'a': 1},
    lambda: '%*d' % ('x', 3),
    lambda: '%d %(a)s' % {'a': 1},
    lambda: '%d' % 10 ** 5000,
]
for case in cases:
    try:
        print(repr(case()))
    except (TypeError, ValueError, KeyError, OverflowError) as e:
        print(type(e).__name__, e)
print(len('%x' % 10 ** 5000))
