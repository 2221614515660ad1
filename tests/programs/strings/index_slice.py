# string indexing (incl. negative) and slicing with steps
s = 'abcdefghij'
print(s[0], s[1], s[-1], s[-10], s[9])
print(s[1:3], s[:4], s[7:], s[:], s[:-1], s[-3:])
print(s[::-1], s[::2], s[1::2], s[::-2], s[8:2:-2])
print(s[3:3] == '', s[5:2], s[100:], s[-100:2], s[2:100])
print(s[-1:-4:-1], s[::3], s[::-3], s[0:10:4])
print(len(s[2:7]), s[2:7][1:3], s[::-1][::-1] == s)
print(s[1:-1], s[-2:], s[:-100] == '')
e = ''
print(e[:], e[::-1] == '', len(e[1:5]))
print('x'[0], 'xy'[-1], 'hello'[1:4])
