class A:
    @property
    def x(self):
        return 1
a = A()
a.x = 2
