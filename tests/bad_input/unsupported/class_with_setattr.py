class L:
    def __setattr__(self, name, value):
        print(name)
L().x = 1
