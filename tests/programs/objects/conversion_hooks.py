# __index__, __int__ and __float__ hooks: indexing, int() and float() of instances.
class N:
    def __index__(s): return 3
    def __float__(s): return 2.5
    def __int__(s): return 4
class I:
    def __index__(s): return 1
class Bad:
    def __index__(s): return "x"
    def __float__(s): return 1
xs = [0, 1, 2, 3]
print(xs[N()], (5, 6)[I()], "abc"[I()], range(10)[N()], float(N()), int(N()), int(I()), float(I()))
xs[I()] = 9
del xs[N()]
print(xs)
for f in (lambda: xs[Bad()], lambda: float(Bad()), lambda: int(Bad())):
    try:
        f()
    except TypeError as e:
        print(e)
