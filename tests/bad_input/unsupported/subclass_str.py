class S(str):
    def __len__(self):
        return 0
