class A:
    pass
A.__debug__ = 1
