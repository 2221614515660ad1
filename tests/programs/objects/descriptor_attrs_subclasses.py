def f(): pass
p = property(f)
print(p.fget is f, p.fset)
s = staticmethod(f); c = classmethod(f)
print(s.__func__ is f, c.__func__ is f)
class A: pass
class B(A): pass
print(A.__subclasses__())
def g(a, /, b, **kw): return a, b, kw
print(g(1, 2, x=3))
