def f():
    pass


class C:
    def meth(self):
        pass
