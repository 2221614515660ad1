class A:
    def f(self):
        "doc"
    f.tag = 5
a = A()
print(a.f.__name__, a.f.__qualname__, a.f.__doc__, a.f.__module__, a.f.tag, [].append.__name__, [].append.__qualname__, "x".upper.__name__, {}.get.__qualname__)
try:
    a.f.nope
except AttributeError as e:
    print(e)
import functools
def deco(fn):
    @functools.wraps(fn)
    def w(*a):
        return fn(*a)
    return w
class B:
    @deco
    def g(self):
        return 1
print(B().g.__name__, B().g.__qualname__, B().g.__wrapped__.__name__)
