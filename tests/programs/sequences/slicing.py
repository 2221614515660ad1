# list and tuple slicing with positive/negative bounds and steps
a = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
print(a[1:3], a[:3], a[7:], a[:-1], a[-3:], a[:])
print(a[::-1], a[::2], a[1::2], a[::-3], a[7:2:-1], a[2:7:-1])
print(a[-2:-8:-2], a[100:], a[-100:3], a[3:-3], a[5:5])
b = a[:]
b[0] = 'changed'
print(a[0], b[0], a is b, a == a[:])
t = (0, 1, 2, 3, 4)
print(t[1:3], t[::-1], t[::2], t[:-1], t[-1:], t[4:1:-1])
s = a[2:8]
print(s[1:-1], s[::-1][1:3])
print(len(a[::3]), a[::-1][0], a[9:0:-9])
