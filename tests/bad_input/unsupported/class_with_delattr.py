class D:
    def __delattr__(self, name):
        print(name)
d = D()
del d.x
