# Regressions found by differential corpus writing: %-formatting and range membership of
# int/float/str subclass instances, int dunders declining floats, range slices and
# range.index/count, slice.indices, iter(callable) ending on StopIteration,
# translate/maketrans with str subclasses, sets looked up in sets of frozensets,
# iterators' __next__, __bases__

def case_b1():
    class I(int): pass
    class F(float): pass
    print("%d" % (I(3),))
print('--', 'b1')
case_b1()

def case_b1b():
    class F(float): pass
    print("%.1f" % (F(0.5),))
print('--', 'b1b')
case_b1b()

def case_b2():
    class G(float):
        def __str__(self): return "S"
    print("%s" % G(6.0))
print('--', 'b2')
case_b2()

def case_b4():
    S = {frozenset({1, 2})}
    print({1, 2} in S)
print('--', 'b4')
case_b4()

def case_b5():
    print(range(0, 10)[::3])
print('--', 'b5')
case_b5()

def case_b6():
    print(slice(None, None, 2**64).indices(10))
print('--', 'b6')
case_b6()

def case_b8():
    class Idx:
        def __index__(self): return 2
    print(slice(Idx()).indices(5))
print('--', 'b8')
case_b8()

def case_b10():
    it = iter([5, 6])
    print(it.__next__())
print('--', 'b10')
case_b10()

def case_b11():
    class C(int):
        def __rmul__(self, other): return NotImplemented
    print("ab" * C(3))
print('--', 'b11')
case_b11()

def case_b12():
    class Z(int): pass
    print(Z(10) in range(20))
print('--', 'b12')
case_b12()

def case_b13():
    print(int.__add__(1, 2.0))
print('--', 'b13')
case_b13()

def case_b14():
    def h(): raise StopIteration
    print(list(iter(h, 0)))
print('--', 'b14')
case_b14()

def case_b15():
    class T(str): pass
    print("abc".translate({97: T("Z")}))
print('--', 'b15')
case_b15()

def case_b16():
    class T(str): pass
    print(str.maketrans(T("ab"), T("cd")))
print('--', 'b16')
case_b16()

def case_b17():
    class Idx:
        def __index__(self): return 2
    print("ab" * Idx())
print('--', 'b17')
case_b17()

def case_b19():
    class A: pass
    print(A.__bases__)
print('--', 'b19')
case_b19()

def case_b20():
    print(range(5).index(3), range(5).count(3))
print('--', 'b20')
case_b20()

def case_b21():
    class M(float): pass
    try:
        "%x" % M(65.0)
    except TypeError as e:
        print(e)
print('--', 'b21')
case_b21()

def case_b23():
    class FF(float): pass
    print(FF(3.0) in range(5))
print('--', 'b23')
case_b23()
