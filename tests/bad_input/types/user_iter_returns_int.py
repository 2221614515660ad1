class V:
    def __iter__(self):
        return 1
for x in V():
    pass
