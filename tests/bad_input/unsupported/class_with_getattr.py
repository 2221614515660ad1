class Lazy:
    def __getattr__(self, name):
        return 3
print(Lazy().x)
