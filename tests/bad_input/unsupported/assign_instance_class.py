class A:
    pass
class B:
    pass
a = A()
a.__class__ = B
print(type(a).__name__)
