class A:
    def __init__(self):
        pass
A(1)
