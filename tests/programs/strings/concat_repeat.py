# string + and *, including empty, zero and negative repeats
a = 'foo'
b = 'bar'
print(a + b, a + '' + b, '' + '')
print(a * 3, 3 * a, a * 0, a * -2, '' * 100)
print('-' * 20)
print((a + b) * 2, a + b * 2)
print(repr('ab' * 0), len('xyz' * 1000))
s = ''
for i in range(5):
    s = s + str(i)
print(s)
t = 'ab'
t *= 3
t += '!'
print(t)
print('a' * True, 'b' * False + 'c')
