class V:
    def __eq__(self, o):
        return True
print({V(): 1})
