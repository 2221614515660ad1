class A:
    def m(self):
        nonlocal __class__
        return 1
print(A().m())
