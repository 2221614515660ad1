class A:
    pass
class B(A):
    def m(self):
        return super().m()
B().m()
