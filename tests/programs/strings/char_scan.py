# manual scanning of strings: digit parsing, word splitting, counting
def parse_int(s):
    digits = '0123456789'
    n = 0
    for ch in s:
        i = 0
        while digits[i] != ch:
            i += 1
        n = n * 10 + i
    return n

print(parse_int('12345') + 1, parse_int('0'), parse_int('98765432109876543210'))

def words(s):
    out = []
    cur = ''
    for ch in s:
        if ch == ' ':
            if cur != '':
                out.append(cur)
            cur = ''
        else:
            cur += ch
    if cur != '':
        out.append(cur)
    return out

print(words('  the quick  brown fox '))
print(len(words('a b c d e')), words(''))
