class A:
    def __init__(self, x, y):
        pass
A(1)
