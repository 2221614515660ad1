class C:
    def __enter__(self):
        return self
with C():
    pass
