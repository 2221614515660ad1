# Edge cases: each line evaluates one expression and prints its repr (or the exception it raises).
import abc, functools, operator, copy
from abc import ABC, abstractmethod
class A(ABC):
    @abstractmethod
    def f(self): ...
class B(A):
    pass
class Cw:
    def __init__(self): self.x = [1]
    def m(self): return 1
def deco(fn):
    @functools.wraps(fn)
    def w(*a): return fn(*a)
    return w
@deco
def g(a, b=2):
    "doc g"
    return a + b
class K:
    @functools.lru_cache(maxsize=None)
    def meth(self, x): return x * 2
    @property
    @functools.cache
    def prop(self): return 5
k = K()

def t(src, f):
    try:
        r = f()
        print(src, '=>', repr(r))
    except Exception as e:
        print(src, '=>', type(e).__name__, e)

t('A()', lambda: (A()))
t('B()', lambda: (B()))
t('A.__abstractmethods__', lambda: (A.__abstractmethods__))
t('type(A.__abstractmethods__)', lambda: (type(A.__abstractmethods__)))
t('isinstance(A, abc.ABCMeta)', lambda: (isinstance(A, abc.ABCMeta)))
t('abc.ABC.__abstractmethods__ if hasattr(abc.ABC, "__abstractmethods__") else "none"', lambda: (abc.ABC.__abstractmethods__ if hasattr(abc.ABC, "__abstractmethods__") else "none"))
t('g(1), g.__name__, g.__doc__, g.__wrapped__.__name__', lambda: (g(1), g.__name__, g.__doc__, g.__wrapped__.__name__))
t('functools.partial(g, 1)()', lambda: (functools.partial(g, 1)()))
t('k.meth(3), k.meth(3), K.meth.cache_info()', lambda: (k.meth(3), k.meth(3), K.meth.cache_info()))
t('k.prop', lambda: (k.prop))
t('functools.reduce(lambda a, b: a * b, range(1, 6))', lambda: (functools.reduce(lambda a, b: a * b, range(1, 6))))
t('functools.reduce(operator.add, [[1], [2]], [])', lambda: (functools.reduce(operator.add, [[1], [2]], [])))
t('operator.attrgetter("x")(Cw())', lambda: (operator.attrgetter("x")(Cw())))
t('operator.methodcaller("m")(Cw())', lambda: (operator.methodcaller("m")(Cw())))
t('operator.itemgetter(slice(None, None, -1))("abc")', lambda: (operator.itemgetter(slice(None, None, -1))("abc")))
t('copy.deepcopy(Cw()).x', lambda: (copy.deepcopy(Cw()).x))
t('copy.copy(Cw()).x is not None', lambda: (copy.copy(Cw()).x is not None))
t('copy.deepcopy(Cw().m)()', lambda: (copy.deepcopy(Cw().m)()))
t('copy.deepcopy(K)', lambda: (copy.deepcopy(K)))
t('copy.deepcopy(abs)', lambda: (copy.deepcopy(abs)))
t('copy.deepcopy(range(3))', lambda: (copy.deepcopy(range(3))))
t('copy.deepcopy(slice(1, 2))', lambda: (copy.deepcopy(slice(1, 2))))
t('copy.deepcopy({1: [2], 3: (4, [5])})', lambda: (copy.deepcopy({1: [2], 3: (4, [5])})))
t('copy.deepcopy(type)', lambda: (copy.deepcopy(type)))
t('copy.deepcopy(NotImplemented)', lambda: (copy.deepcopy(NotImplemented)))
t('copy.deepcopy(Ellipsis)', lambda: (copy.deepcopy(Ellipsis)))
t('copy.deepcopy([None, True, 1.5, "s", b"b", 10**30])', lambda: (copy.deepcopy([None, True, 1.5, "s", b"b", 10**30])))
t('copy.copy(frozenset({1}))', lambda: (copy.copy(frozenset({1}))))
t('copy.deepcopy(bytearray(b"x"))', lambda: (copy.deepcopy(bytearray(b"x"))))
t('copy.deepcopy(lambda: 1)() ', lambda: (copy.deepcopy(lambda: 1)() ))
