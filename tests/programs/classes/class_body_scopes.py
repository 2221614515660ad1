# Class bodies: `nonlocal` names live in the enclosing function's cell, and a name the
# body binds but its methods take from the enclosing function passes through it.
def outer():
    x = 1
    class C:
        nonlocal x
        x = 2
        y = x + 1
    print(x, C.y, hasattr(C, 'x'))
    return C
outer()
def outer2():
    v = 'a'
    class D:
        v = 'class'
        def m(self):
            return v
    return D().m(), D.v
print(outer2())
def outer3():
    n = 0
    class E:
        nonlocal n
        n += 5
        def get(self):
            return n
    return E().get(), n
print(outer3())
class A:
    def f(self):
        class B(A):
            def g(self):
                return super().f
            def f(self):
                return 'B.f'
        return B
    def h(self):
        return 'A.h'
B = A().f()
print(B().g()().__name__, B().h())
def maker():
    counter = 0
    class Counter:
        nonlocal counter
        counter = 10
        def bump(self):
            nonlocal counter
            counter += 1
            return counter
    c = Counter()
    c.bump()
    return c.bump(), counter
print(maker())
def shadow():
    name = 'outer'
    class K:
        name = 'inner'
        label = name
        def get(self):
            return name
        items = [name for _ in range(2)]
    return K.label, K().get(), K.items
print(shadow())
