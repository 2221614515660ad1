# string comparison is lexicographic by code point
print('a' < 'b', 'a' < 'B', 'B' < 'a', 'abc' < 'abd', 'ab' < 'abc')
print('' < 'a', '' == '', 'a' == 'a', 'a' != 'A')
print('abc' > 'ab', 'b' > 'abc', 'Z' < 'a', '9' < 'A')
print('é' > 'z', '中' > 'é', '\x00' < ' ')
print('apple' <= 'apple', 'apple' >= 'apples', 'a' < 'b' < 'c')
print(max('apple', 'pear', 'fig'), min('apple', 'pear', 'fig'))
print(max('hello'), min('hello'))
print('10' < '9', '100' < '2')
x = 'ab'
y = 'a' + 'b'
print(x == y, x != y)
