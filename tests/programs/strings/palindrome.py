# palindromes and string reversal via slicing and loops
def is_pal(s):
    return s == s[::-1]

def is_pal_loop(s):
    i = 0
    j = len(s) - 1
    while i < j:
        if s[i] != s[j]:
            return False
        i += 1
        j -= 1
    return True

for w in ['racecar', 'abba', 'abc', '', 'a', 'ab', 'noon', 'level', 'hello']:
    print(repr(w), is_pal(w), is_pal_loop(w))
count = 0
for n in range(1000):
    if is_pal(str(n)):
        count += 1
print(count)
