class A(5):
    pass
