class A:
    pass
raise A()
