class A:
    pass
a = A()
del a.x
