class A:
    y = 1
    def m(self):
        return y
A().m()
