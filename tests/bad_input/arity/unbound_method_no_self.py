class A:
    def m(self):
        pass
A.m()
