class V:
    def __bool__(self):
        return 1
print(not V())
