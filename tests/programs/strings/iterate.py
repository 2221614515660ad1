# iterating over strings with for, building new strings
s = 'Python'
for ch in s:
    print(ch, end=' ')
print()
rev = ''
for ch in s:
    rev = ch + rev
print(rev)
n = 0
for ch in 'mississippi':
    if ch == 's':
        n += 1
print(n)
chars = []
for ch in 'abc':
    chars.append(ch)
print(chars)
for i in range(len(s)):
    print(i, s[i])
for ch in '':
    print('never')
else:
    print('empty done')
