class V:
    def __len__(self):
        return -1
print(len(V()))
