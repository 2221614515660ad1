class A:
    def m(self, x):
        pass
A().m()
