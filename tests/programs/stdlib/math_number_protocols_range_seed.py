import math
from fractions import Fraction
class I:
    def __index__(self): return 12
class F:
    def __float__(self): return 2.25
print(math.sqrt(Fraction(1, 4)), math.gcd(I(), 18), math.sqrt(F()), math.exp(F()), math.isclose(F(), 2.25), math.factorial(I()) % 1000, math.log(Fraction(8), 2), math.comb(I(), 2), math.hypot(F(), F()), math.fsum([F(), 1]))
try:
    math.sqrt("x")
except TypeError as e:
    print(e)
r = range(2, 9, 3); print(r.start, r.stop, r.step, range(5).start, range(5).step, range(-1, -10, -2).stop, hasattr(r, "start"))
import itertools
c = itertools.chain([1], 5)
print(next(c))
try:
    next(c)
except TypeError as e:
    print(e)
import random
print(random.Random(-2.0).random(), random.Random(-0.5).random())
