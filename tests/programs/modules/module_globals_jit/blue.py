VALUE = 20


def get():
    return VALUE


class Item:
    def __init__(self, v):
        self.v = v

    def score(self):
        return self.v + VALUE
