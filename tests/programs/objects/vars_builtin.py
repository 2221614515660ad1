# vars(obj) is the instance's __dict__; vars() of a value without one is a TypeError.
class C:
    def __init__(self):
        self.a = 1
c = C()
print(vars(c))
vars(c)['b'] = 2
print(c.b, vars(c) is c.__dict__)
try:
    vars(3)
except TypeError as e:
    print(e)
try:
    vars(c, 1)
except TypeError as e:
    print(e)
