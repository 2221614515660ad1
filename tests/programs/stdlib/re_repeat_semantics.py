# Captures of repeated groups, zero-width repeats, conditionals, RegexFlag and
# bytes subjects: where the engine's own semantics differ from Python's.
import re
for p, s in [('(a?)+', 'aa'), ('(?:(a?)(?=))+', 'aa'), ('(a*)*', 'aa'), ('(?:(a*)(?=))*', 'aa'), ('(?:a|())*', 'aa'), ('(?:(?:a|())(?=))*', 'aa'), (r'(a+?)*', 'aa'), (r'(?:(a+?)(?=))*', 'aa'), ('(a|b)*', 'abab'), ('(?:(a|b)(?=))*', 'abab')]:
    m = re.match(p, s)
    print(p, m.span(), m.groups(), [m.span(i) for i in range(1, m.re.groups + 1)])
print(repr(re.I|re.A), repr(re.S|re.U), repr(~re.I), repr(re.I|1024), re.I.name, re.I.value, list(re.I|re.M), re.I in (re.I|re.M), str(re.A|re.I), format(re.I), re.I == 2, hash(re.I)==hash(2), re.I + 1, type(re.I|re.M).__name__)
print(re.compile(rb'(a)\1', re.I).match(b'aA'), re.match(r'(a)?(?(1))','b'), re.match(r'(a)?(?(1)|c)','b'), re.match(r'(?:)*a','a'), re.match(r'(?:(?=a))*a','a'), re.match(r'(?:\b)+a','a'))
print(re.compile('a', re.I | re.A), re.match(rb'a', bytearray(b'ab')).group(), re.findall(rb'.', bytearray(b'xy')))
print(re.findall(r'(?:(?=(a)))*?a', 'aa'), re.findall(r'(?:$)?x', 'x'))
for p in [r'(a?)+b', r'((a)|b)*?c', r'(?:(\d+?),)*', r'(x?)*y', r'(?:(a)|(b)|())+']:
    for s in ['aab', 'abbc', '1,22,333,', 'xxy', 'abab']:
        m = re.search(p, s)
        print(p, s, m and (m.span(), m.groups(), m.lastindex))
print(re.findall(r'(a?)+', 'aaXa'), re.sub(r'(a*)+', '<\\1>', 'baab'), re.split(r'(b?)+', 'abba'))
