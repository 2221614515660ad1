def deco(f):
    def w(*a):
        return f(*a)
    return w
@deco
def f(n):
    return f(n + 1)
f(0)
