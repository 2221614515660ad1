# str.format: keyword fields, attribute and index lookups, nested specs,
# conversions, and CPython's errors for malformed templates.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


p = Point(3, -4)
table = {'one': 1, 'two': [10, 20, 30], 5: 'five'}
print('{name} is {age} years'.format(name='Ada', age=36))
print('{0} {1} {0}'.format('a', 'b'))
print('{} and {}'.format('x', 'y'))
print('({p.x}, {p.y})'.format(p=p))
print('{0.x}/{0.y}'.format(p))
print('{t[one]} {t[two][2]} {t[5]}'.format(t=table))
print('{:>{w}}|{:<{w}}|{:^{w}.{prec}f}'.format('r', 'l', 3.14159, w=8, prec=2))
print('{x!r:>8}|{x!s:<6}|{y!a}'.format(x='hi', y='café €'))
print('{{literal}} {}'.format(42))
print('{0:{fill}{align}{width}}'.format(7, fill='*', align='^', width=9))
print('{:,} {:_x} {:+.3e}'.format(1234567, 255255, 12345.678))
print(ascii('naïve ☃ 😀'), ascii([1, 'é']))
print(f'{123.456:.3} {1234.5:.3} {0.5:.3} {12.0:.2} {12.0:.3} {99.99:.3} {5.0:.1}')
print(format(-0.0001, 'z.2f'), format(-0.0, 'z'), format(-1.5, 'z.0f'), format(-0.4, 'z.0f'))
for template in ['{0}{}', '{}{0}', '{a', '{!x}', '{:{:{}}}', '{0.}', '{0[]}', '{0[0]x}',
                 '{', '}', '{missing}', '{5}', '{0!r x}']:
    try:
        print(template.format([1], 2, 3))
    except (ValueError, KeyError, IndexError) as e:
        print(type(e).__name__, e)
for spec in ['z', 'zd']:
    try:
        print(format(1, spec))
    except ValueError as e:
        print(e)
try:
    format('s', 'z')
except ValueError as e:
    print(e)
