def f():
    "Docstring of f."
    return 1
def g(): return 2
f.calls = 0
f.calls += 1
print(f.calls, f.__doc__, g.__doc__, f.__dict__)
f.__name__ = "renamed"
print(f.__name__)
del f.calls
print(hasattr(f, "calls"))
def wraps(w):
    def deco(fn):
        fn.__name__ = w.__name__
        fn.__doc__ = w.__doc__
        fn.__wrapped__ = w
        return fn
    return deco
def orig():
    "orig doc"
@wraps(orig)
def wrapper(): pass
print(wrapper.__name__, wrapper.__doc__, wrapper.__wrapped__ is orig)
class B:
    def __reversed__(self): return iter([3, 2, 1])
print(list(reversed(B())))
class S:
    def __len__(self): return 3
    def __getitem__(self, i):
        if i >= 3: raise IndexError
        return i * 10
print(list(reversed(S())), list(reversed({"a": 1, "b": 2})), list(reversed({"a": 1}.items())))
class Even:
    def __instancecheck__(self, obj): return obj % 2 == 0
print(isinstance(4, Even()), isinstance(3, Even()))
class M(type):
    def __getattr__(cls, name): return "dyn:" + name
    @property
    def p(cls): return 1
    @property
    def q(cls): return cls._q
    @q.setter
    def q(cls, v): cls._q = v * 2
    def __subclasscheck__(cls, sub): return False
    def __repr__(cls): return "M:" + super().__repr__()
class A(metaclass=M): pass
print(A.foo, A.__name__)
try: A.p = 2
except AttributeError as e: print(type(e).__name__, e)
A.q = 5; print(A.q)
print(issubclass(A, A), repr(A))
try: len(A)
except TypeError as e: print(e)
class P:
    def __repr__(self): return "P!" + object.__repr__(self)[:3]
    def __eq__(self, o): return super().__eq__(o)
p = P()
print(repr(p), p == p, p == 1, p != 1, object.__eq__(p, p), type.__repr__(A), str(p))
X = type("X", (), {})
print(X.__module__)
class L(list): pass
L.__abstractmethods__ = frozenset(["f"])
print(L())
class Q: pass
try: Q.__abstractmethods__
except AttributeError as e: print(e)
try:
    1/0
except ZeroDivisionError as e:
    tb = e.__traceback__
    print(type(tb).__name__, tb.tb_lineno, tb.tb_next)
def inner(): raise ValueError("x")
def outer(): inner()
try:
    outer()
except ValueError as e:
    tb = e.__traceback__
    lines = []
    while tb is not None:
        lines.append(tb.tb_lineno)
        tb = tb.tb_next
    print(lines)
    e2 = e.with_traceback(None)
    print(e2 is e, e.__traceback__)
print(ValueError("y").__traceback__)
