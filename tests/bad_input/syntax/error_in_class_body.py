class A:
    def m(self):
        return self.x +
