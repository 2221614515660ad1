class P:
    def __init__(self, x):
        object.__setattr__(self, 'x', x)
    def __setattr__(self, name, value):
        raise AttributeError("no " + name)
    def __delattr__(self, name):
        raise AttributeError("nodel " + name)
p = P(3)
print(p.x)
try:
    p.x = 4
except AttributeError as e:
    print(e)
try:
    del p.x
except AttributeError as e:
    print(e)
class Logged:
    def __init__(self):
        self.log = []
        self.a = 1
    def __setattr__(self, name, value):
        if name != 'log':
            self.log.append((name, value))
        super().__setattr__(name, value)
class Sub(Logged):
    pass
s = Sub()
for i in range(3000):
    s.a = i
    s.b = i * 2
print(len(s.log), s.log[:3], s.log[-1], s.a, s.b)
setattr(s, 'c', 9)
print(s.log[-1], s.c)
class D:
    def __delattr__(self, name):
        print('del', name)
        object.__delattr__(self, name)
d = D(); d.x = 1; del d.x; print(hasattr(d, 'x'))
