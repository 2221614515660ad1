class D(dict):
    def __iter__(self):
        return iter([])
