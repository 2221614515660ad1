# non-ASCII strings: indexing, length, slicing, printing are by code point
s = 'héllo 中文 😀'
print(s)
print(len(s), s[1], s[6], s[7], s[-1])
print(s[::-1])
print(s[6:8], s[:2])
for ch in '中é':
    print(ch, repr(ch))
print('é' == 'e\u0301', len('e\u0301'))
print('\u00e9' == 'é')
print('ab' + '中' * 3)
