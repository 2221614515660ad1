class A:
    @staticmethod
    def s():
        pass
A.s(1)
