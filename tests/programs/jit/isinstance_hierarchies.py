# isinstance against a known class in compiled code: a class deep in a chain of
# single bases is found by one comparison; multiple inheritance (where a class's
# MRO is not the tail of its subclasses') still finds every base.


class A:
    pass


class B(A):
    pass


class C(B):
    pass


class D(C):
    pass


class Mixin:
    pass


class E(Mixin, B):
    # MRO: E, Mixin, B, A, object: B is not at len(E.__mro__) - len(B.__mro__).
    pass


class F(E, D):
    # MRO: F, E, Mixin, D, C, B, A, object.
    pass


class G(A, Mixin):
    pass


class Exc(ValueError):
    pass


class Deep(Exc):
    pass


def counts(objs):
    a = b = c = mixin = 0
    for o in objs:
        if isinstance(o, A):
            a += 1
        if isinstance(o, B):
            b += 1
        if isinstance(o, C):
            c += 1
        if isinstance(o, Mixin):
            mixin += 1
    return a, b, c, mixin


def either(objs):
    n = 0
    for o in objs:
        if isinstance(o, (C, Mixin)):
            n += 1
    return n


def errors(objs):
    n = 0
    for o in objs:
        if isinstance(o, ValueError):
            n += 1
        if isinstance(o, Exc):
            n += 10
    return n


objs = [A(), B(), C(), D(), E(), F(), G(), Mixin(), object(), 3, "s", None]
excs = [Exc(), Deep(), ValueError(), KeyError(), 5]
for k in range(200):
    r = counts(objs), either(objs), errors(excs)
    if k % 50 == 0:
        print(r)
print([cls.__name__ for cls in F.__mro__])
print([cls.__name__ for cls in E.__mro__])
