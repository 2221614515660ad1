class ZooError(Exception):
    pass


class EscapedError(ZooError):
    def __init__(self, animal):
        super().__init__(f"{animal.name} escaped")
        self.animal = animal


class NoSuchCage(ZooError, KeyError):
    pass
