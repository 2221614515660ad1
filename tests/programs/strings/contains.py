# the in / not in operators on strings (substring tests)
s = 'hello world'
print('h' in s, 'z' in s, 'world' in s, 'wor ld' in s)
print('' in s, '' in '', 'a' in '', 'hello world!' in s)
print('lo w' in s, 'H' in s, 'd' not in s, 'x' not in s)
for c in 'aeiou':
    print(c, c in s)
count = 0
for ch in s:
    if ch in 'lo':
        count += 1
print(count)
