class V:
    def __repr__(self):
        return None
print(repr(V()))
