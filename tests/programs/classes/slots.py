# __slots__ restricts instance attributes unless a class on the way up has a dict.
class S:
    __slots__ = ('x',)
    def __init__(self):
        self.x = 1
s = S()
print(s.x)
try:
    s.y = 1
except AttributeError as e:
    print('AttributeError:', e)
class T(S):
    __slots__ = ['z']
t = T()
t.z = 3
print(t.x, t.z)
try:
    t.w = 1
except AttributeError as e:
    print('AttributeError:', e)
class U(S):
    pass
u = U()
u.w = 5
print(u.w)
class V:
    __slots__ = 'only'
v = V()
try:
    print(v.only)
except AttributeError as e:
    print('AttributeError:', e)
v.only = 2
print(v.only)
del v.only
try:
    print(v.only)
except AttributeError as e:
    print('AttributeError:', e)
class W:
    __slots__ = ()
    k = 10
w = W()
print(w.k)
try:
    w.k = 11
except AttributeError as e:
    print('AttributeError:', e)
class P:
    __slots__ = ('a', '__dict__')
p = P()
p.zz = 1
print(p.zz)
try:
    class Q:
        __slots__ = ('a',)
        a = 1
except ValueError as e:
    print('ValueError:', e)
